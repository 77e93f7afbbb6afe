import { z } from 'zod';

/** The zod contract of a Page of items (src/contracts/lists.ts): { items, total, nextCursor }. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });
}
