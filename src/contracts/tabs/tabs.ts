import { z } from 'zod';

/** The categories of the bar menu, in the order the menu shows them. */
export const MENU_CATEGORY_LABELS = {
  drinks: 'Soft drinks',
  beer: 'Beer',
  wine: 'Wine',
  cocktails: 'Cocktails',
  snacks: 'Snacks',
  food: 'Food',
  other: 'Other',
} as const;
export type MenuCategoryName = keyof typeof MENU_CATEGORY_LABELS;
const category = z.enum(Object.keys(MENU_CATEGORY_LABELS) as [MenuCategoryName, ...MenuCategoryName[]]);

/** A menu item as the admin API answers it (money as "7.50" strings, like the rest of the admin API). */
export const menuItemView = z.object({
  id: z.string(),
  name: z.string(),
  category,
  price: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** On a tab already: deleting it turns it off instead. */
  used: z.boolean(),
});
export type MenuItemView = z.infer<typeof menuItemView>;

/** The active menu, by category (what a customer adds to their tab from). */
export const activeMenuView = z.array(
  z.object({
    category,
    label: z.string(),
    items: z.array(z.object({ id: z.string(), name: z.string(), price: z.string() })),
  }),
);
export type ActiveMenu = z.infer<typeof activeMenuView>;

/** POST /api/bookings/:id/tab/items. The price is the server's, never the caller's. */
export const addTabItemInput = z.object({
  menuItemId: z.string({ error: 'Choose an item from the menu' }).trim().min(1, 'Choose an item from the menu'),
  quantity: z
    .number({ error: 'Quantity must be a whole number from 1 to 50' })
    .int('Quantity must be a whole number from 1 to 50')
    .min(1, 'Quantity must be a whole number from 1 to 50')
    .max(50, 'Quantity must be a whole number from 1 to 50'),
});
export type AddTabItemBody = z.input<typeof addTabItemInput>;

export const DESK_METHOD_LABELS = { cash: 'Cash', card_present: 'Card at the desk', other: 'Other' } as const;
export type DeskMethodName = keyof typeof DESK_METHOD_LABELS;

/** POST /api/admin/tabs/:bookingId/settle. */
export const settleTabInput = z.object({
  method: z.enum(Object.keys(DESK_METHOD_LABELS) as [DeskMethodName, ...DeskMethodName[]], {
    error: 'Method must be cash, card_present or other',
  }),
});
export type SettleTabBody = z.input<typeof settleTabInput>;

/** POST /api/admin/tabs/:bookingId/lines/:lineId/refund. */
export const refundTabLineInput = z.object({ reason: z.string().trim().max(500).optional() });

export const TAB_STATUSES = ['none', 'open', 'charged', 'settled', 'unpaid', 'needs_approval'] as const;
export type TabStatusName = (typeof TAB_STATUSES)[number];

export const tabItemView = z.object({
  id: z.string(),
  menuItemId: z.string(),
  name: z.string(),
  category: z.string(),
  unitPrice: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
  refunded: z.string(),
  addedAt: z.string(),
  addedBy: z.enum(['customer', 'employee', 'admin', 'guest', 'system']),
});
export type TabItemView = z.infer<typeof tabItemView>;

/** GET /api/bookings/:id/tab (and getTab for the bay screen). */
export const tabView = z.object({
  bookingId: z.string(),
  status: z.enum(TAB_STATUSES),
  items: z.array(tabItemView),
  total: z.string(),
  totalCents: z.number().int(),
  refunded: z.string(),
  paidVia: z.enum(['card', 'desk']).nullable(),
  deskMethod: z.string().nullable(),
  /** The paid order (its receipt) when the card on file paid it. */
  orderId: z.string().nullable(),
  failureReason: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TabView = z.infer<typeof tabView>;

/** A tab on the staff page: the tab and the booking it belongs to. */
export const staffTabView = tabView.extend({
  customerName: z.string().nullable(),
  bayName: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
});
export type StaffTabView = z.infer<typeof staffTabView>;

/** The account page's tabs: each of the customer's tabs with its booking's time. */
export const accountTabView = tabView.extend({
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  bayName: z.string().nullable(),
});
export type AccountTabView = z.infer<typeof accountTabView>;
