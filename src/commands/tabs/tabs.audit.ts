import { tabDecider } from '../../domain/tabs/tab.decider';
import { menuItemDecider } from '../../domain/tabs/menu-item.decider';
import { menuItemStream, tabStream } from '../../domain/tabs/tabs.events';
import { foldEvents, ofStream, type AuditSubject } from '../audit-subject';
import { type Describers, money, spaced } from '../describe';

/** A booking's tab (GET /api/admin/audit/tab/:bookingId): every item, the charge or desk payment, each refund. */
export const tabAuditSubject: AuditSubject = {
  kind: 'tab',
  events: (ctx, id) => ofStream(ctx, tabStream(ctx.config.VENUE_ID, id)),
  asOf: (_ctx, { events }) => foldEvents(tabDecider, events),
};

/** A menu item: added, changed, removed. */
export const menuItemAuditSubject: AuditSubject = {
  kind: 'menu-item',
  events: (ctx, id) => ofStream(ctx, menuItemStream(ctx.config.VENUE_ID, id)),
  asOf: (_ctx, { events }) => foldEvents(menuItemDecider, events),
};

/** How the audit trail tells this area's events (the module's auditDescribers). */
export const tabDescribers: Describers = {
  MenuItemAdded: (d, h) => `${h.by} added ${String(d.name)} to the menu at ${money(d.priceCents)}`,
  MenuItemChanged: (d, h) =>
    `${h.by} changed ${String(d.name)} (${money(d.priceCents)}${d.active ? '' : ', off the menu'})`,
  MenuItemRemoved: (_d, h) => `${h.by} removed the item from the menu`,
  TabItemAdded: (d, h) =>
    `${h.by} added ${Number(d.quantity)} × ${String(d.name)} at ${money(d.unitPriceCents)} to the tab`,
  TabCharged: (d) => `Tab of ${money(d.amountCents)} charged to the card on file`,
  TabChargeFailed: (d) => `Tab of ${money(d.amountCents)} not charged: ${String(d.reason)}`,
  TabSettledAtDesk: (d, h) => `${h.by} settled the tab of ${money(d.amountCents)} at the desk (${spaced(d.method)})`,
  TabLineRefunded: (d, h) =>
    `${h.by} refunded ${money(d.amountCents)} of the tab ${d.via === 'card' ? 'to the card' : 'at the desk'}`,
};
