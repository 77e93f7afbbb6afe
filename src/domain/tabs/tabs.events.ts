import { z } from 'zod';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { boundedCents } from '../limits';
import { venueStream } from '../streams';

const instant = z.iso.datetime({ offset: true });

export const MENU_CATEGORIES = ['drinks', 'beer', 'wine', 'cocktails', 'snacks', 'food', 'other'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

const menuItemFacts = {
  menuItemId: z.uuid(),
  name: z.string().min(1).max(100),
  category: z.enum(MENU_CATEGORIES),
  priceCents: boundedCents,
  active: z.boolean(),
  sortOrder: z.number().int().default(0),
};

/** An item on the venue's bar menu (admin). */
export const MenuItemAdded = defineEvent('MenuItemAdded', z.object({ ...menuItemFacts, at: instant }));
/** Its name, category, price, order or whether it is on sale changed (a price change never touches tabs already run up). */
export const MenuItemChanged = defineEvent('MenuItemChanged', z.object({ ...menuItemFacts, at: instant }));
/** Taken off the menu for good (only an item no tab ever used; a used one is turned off instead). */
export const MenuItemRemoved = defineEvent('MenuItemRemoved', z.object({ menuItemId: z.uuid(), at: instant }));

export const actorFact = z.union([
  z.literal('system'),
  z.object({ userId: z.string(), role: z.enum(['customer', 'employee', 'admin', 'guest']) }),
]);

const tabFacts = { bookingId: z.uuid(), userId: z.string().nullable() };

/** Something on a booking's tab, at the server's price of the moment. */
export const TabItemAdded = defineEvent(
  'TabItemAdded',
  z.object({
    ...tabFacts,
    itemLineId: z.uuid(),
    menuItemId: z.uuid(),
    name: z.string(),
    category: z.string(),
    unitPriceCents: boundedCents,
    quantity: z.number().int().min(1).max(50),
    addedBy: actorFact,
    at: instant,
  }),
);

/** The tab was paid with the card on file through the paid order (its receipt goes with the order). */
export const TabCharged = defineEvent(
  'TabCharged',
  z.object({
    ...tabFacts,
    amountCents: boundedCents,
    orderId: z.string(),
    processor: z.enum(['square', 'stripe']).nullable(),
    paymentId: z.string().nullable(),
    at: instant,
  }),
);

/** The card on file refused the tab, or there was none: the tab is unpaid (staff see it). */
export const TabChargeFailed = defineEvent(
  'TabChargeFailed',
  z.object({
    ...tabFacts,
    amountCents: boundedCents,
    code: z.string(),
    reason: z.string(),
    /** The bank wants the customer to approve it (3-D Secure): they were asked to, with this approval. */
    approvalId: z.uuid().nullable().default(null),
    at: instant,
  }),
);

export const DESK_METHODS = ['cash', 'card_present', 'other'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];

/** Paid at the desk (cash, the venue's own card terminal...): money taken outside the card processor. */
export const TabSettledAtDesk = defineEvent(
  'TabSettledAtDesk',
  z.object({ ...tabFacts, amountCents: boundedCents, method: z.enum(DESK_METHODS), at: instant }),
);

/** One line given back the way the tab was paid: a card refund (on the tab's order) or money back at the desk. */
export const TabLineRefunded = defineEvent(
  'TabLineRefunded',
  z.object({
    ...tabFacts,
    itemLineId: z.uuid(),
    amountCents: boundedCents,
    via: z.enum(['card', 'desk']),
    orderId: z.string().nullable(),
    refundId: z.string().nullable(),
    method: z.enum(DESK_METHODS).nullable(),
    reason: z.string(),
    at: instant,
  }),
);

export type MenuItemEvent = DecidedEvent<
  EventOf<typeof MenuItemAdded> | EventOf<typeof MenuItemChanged> | EventOf<typeof MenuItemRemoved>
>;
export type TabEvent = DecidedEvent<
  | EventOf<typeof TabItemAdded>
  | EventOf<typeof TabCharged>
  | EventOf<typeof TabChargeFailed>
  | EventOf<typeof TabSettledAtDesk>
  | EventOf<typeof TabLineRefunded>
>;

export const TAB_EVENT_TYPES = [
  'TabItemAdded',
  'TabCharged',
  'TabChargeFailed',
  'TabSettledAtDesk',
  'TabLineRefunded',
] as const;

export const menuItemStream = (venue: string, menuItemId: string) => venueStream('menu_item', venue, menuItemId);
/** One stream per booking's tab (`tab-<venue>.<bookingId>`): everything run up on it, and how it was paid. */
export const tabStream = (venue: string, bookingId: string) => venueStream('tab', venue, bookingId);
