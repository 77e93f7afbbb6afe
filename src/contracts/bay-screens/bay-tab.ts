import { z } from 'zod';
import { TAB_STATUSES } from '../tabs';

/** GET /api/bay-agent/menu: the active menu, flat, for the bay screen (category is the menu's label). */
export const bayMenuAnswer = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), priceCents: z.number().int() })),
});
export type BayMenuAnswer = z.infer<typeof bayMenuAnswer>;

/** GET /api/bay-agent/tab and POST /api/bay-agent/tab/items: the tab of the booking playing on the bay now. */
export const bayTabAnswer = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), totalCents: z.number().int() }),
  ),
  totalCents: z.number().int(),
  status: z.enum(TAB_STATUSES),
});
export type BayTabAnswer = z.infer<typeof bayTabAnswer>;
