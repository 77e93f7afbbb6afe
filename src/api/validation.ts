import type { z } from 'zod';
import { ValidationError } from '../lib/errors';

/** Parses with zod; the first issue's message becomes the answer (schemas carry the spec's texts). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ValidationError(errors[0]?.message ?? 'Invalid request', 'VALIDATION', errors);
}
