import { z } from 'zod';

/**
 * The one list convention of the admin API: `?limit=` (1-200, default 50) and `?cursor=` (from the
 * previous page), `?sort=` and `?order=` among what the list allows, plus the list's own filters.
 * Every admin list answers a Page, so no list is unbounded.
 */
export const MAX_PAGE = 200;
export const listParams = z.object({
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_PAGE, `Limit must be at most ${MAX_PAGE}`)
    .default(50),
  cursor: z.string().trim().max(200).optional(),
  sort: z.string().trim().max(40).optional(),
  order: z.enum(['asc', 'desc'], "Order must be 'asc' or 'desc'").optional(),
});
export type ListParams = z.infer<typeof listParams>;

export interface Page<T> {
  items: T[];
  /** How many items match the filters in all. */
  total: number;
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** The zod contract of a Page of `item`s (the answer schema of an admin list). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });
