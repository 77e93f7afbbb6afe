import type { Knex } from 'knex';
import type { ListParams, Page } from '../contracts/lists';
import { ValidationError } from '../lib/errors';

export interface PageSpec<Row, Item> {
  /** The sort keys a caller may name, each to a column the query selects (by its output name). */
  sortable: Record<string, string>;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  /** A unique output column that breaks ties, so pages never overlap or skip. */
  tiebreak: string;
  map: (row: Row) => Item;
}

const encode = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decode(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o: unknown };
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch {
    // fall through
  }
  throw new ValidationError('This page link is no longer valid. Please start from the first page.', 'LIST.CURSOR');
}

/**
 * One page of a filtered query (see src/contracts/lists.ts): sorted by an allowed key with a unique
 * tie-break, counted in the same statement (count(*) over ()), and a cursor to the next page.
 */
export async function paged<Row, Item>(
  knex: Knex,
  query: Knex.QueryBuilder,
  params: ListParams,
  spec: PageSpec<Row, Item>,
): Promise<Page<Item>> {
  const sortKey = params.sort ?? spec.defaultSort;
  const column = spec.sortable[sortKey];
  if (!column) throw new ValidationError(`Sort by one of: ${Object.keys(spec.sortable).join(', ')}.`, 'LIST.SORT');
  const order = params.order ?? spec.defaultOrder;
  const offset = decode(params.cursor);
  const rows = (await knex
    .from(query.as('page_q'))
    .select('page_q.*', knex.raw('count(*) over () as __total'))
    .orderBy([
      { column: `page_q.${column}`, order, nulls: 'last' },
      { column: `page_q.${spec.tiebreak}`, order },
    ])
    .limit(params.limit)
    .offset(offset)) as Array<Row & { __total: string | number }>;
  const total = rows.length > 0 ? Number(rows[0].__total) : offset > 0 ? await countOf(knex, query) : 0;
  return {
    items: rows.map((r) => {
      const { __total: _t, ...row } = r;
      return spec.map(row as unknown as Row);
    }),
    total,
    nextCursor: offset + rows.length < total ? encode(offset + rows.length) : null,
  };
}

async function countOf(knex: Knex, query: Knex.QueryBuilder): Promise<number> {
  const [{ n }] = await knex.from(query.as('count_q')).count({ n: '*' });
  return Number(n);
}

/** One page of a list already in memory (a few streams' events), with the same cursor as `paged`. */
export function pageOfList<T>(items: T[], params: Pick<ListParams, 'limit' | 'cursor'>): Page<T> {
  const offset = decode(params.cursor);
  const slice = items.slice(offset, offset + params.limit);
  const end = offset + slice.length;
  return { items: slice, total: items.length, nextCursor: end < items.length ? encode(end) : null };
}
