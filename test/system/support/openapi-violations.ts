/** What the OpenAPI answer checks share: the document's shape and a checker of answers against it. */
export type Schema = Record<string, any>;
export type Response = { content?: Record<string, { schema?: Schema }> };
export type Doc = { paths: Record<string, Record<string, { responses: Record<string, Response> }>>; components: any };

/**
 * Checks a value against the JSON Schema subset zod's toJSONSchema writes (type, properties, required,
 * additionalProperties, items, enum, const, anyOf/oneOf, minimum/maximum, $ref into the document):
 * the document's own schemas, so what it promises is what the routes answer.
 */
export function violations(value: unknown, schema: Schema, doc: Doc, at = '$'): string[] {
  if (schema.$ref) {
    const target = (schema.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, key) => node?.[key], doc);
    return violations(value, target, doc, at);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const fits = (alternatives as Schema[]).filter((s) => violations(value, s, doc, at).length === 0).length;
    if (schema.oneOf ? fits !== 1 : fits === 0) return [`${at}: fits ${fits} of its alternatives`];
  }
  const out: string[] = [];
  if ('const' in schema && value !== schema.const) out.push(`${at}: not ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) out.push(`${at}: ${JSON.stringify(value)} not in ${schema.enum}`);
  const types: string[] | undefined = schema.type && [schema.type].flat();
  const kind =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : Number.isInteger(value)
          ? 'integer'
          : typeof value === 'number'
            ? 'number'
            : typeof value;
  if (types && !types.includes(kind) && !(kind === 'integer' && types.includes('number')))
    return [...out, `${at}: a ${kind}, not ${types.join('|')}`];
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) out.push(`${at}: under ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) out.push(`${at}: over ${schema.maximum}`);
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((v, i) => out.push(...violations(v, schema.items, doc, `${at}[${i}]`)));
  if (kind === 'object') {
    const obj = value as Record<string, unknown>;
    const props: Record<string, Schema> = schema.properties ?? {};
    for (const name of schema.required ?? []) if (!(name in obj)) out.push(`${at}.${name}: missing`);
    for (const [name, v] of Object.entries(obj)) {
      if (props[name]) out.push(...violations(v, props[name], doc, `${at}.${name}`));
      else if (schema.additionalProperties === false) out.push(`${at}.${name}: not in the schema`);
      else if (typeof schema.additionalProperties === 'object')
        out.push(...violations(v, schema.additionalProperties, doc, `${at}.${name}`));
    }
  }
  return out;
}
