import type { Knex } from 'knex';
import { MENU_CATEGORY_LABELS, type ActiveMenu, type MenuItemView, type TabView } from '../../contracts/tabs/tabs';
import { toDecimalString } from '../../lib/money';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** A knex, or anything that carries one (the app context). */
export type KnexLike = Knex | { knex: Knex };
export const knexOf = (k: KnexLike): Knex => (typeof k === 'function' ? k : k.knex);

const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);
const money = (cents: unknown) => toDecimalString(Number(cents ?? 0));
const CATEGORY_ORDER = Object.keys(MENU_CATEGORY_LABELS);

const menuItemJson = (r: Row, used: boolean): MenuItemView => ({
  id: r.id,
  name: r.name,
  category: r.category,
  price: money(r.price_cents),
  active: r.active,
  sortOrder: Number(r.sort_order),
  used,
});

const byMenuOrder = (a: Row, b: Row) =>
  CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
  Number(a.sort_order) - Number(b.sort_order) ||
  String(a.name).localeCompare(String(b.name));

/** Every menu item (admin), in menu order, with whether a tab has used it. */
export async function listMenu(k: KnexLike): Promise<MenuItemView[]> {
  const knex = knexOf(k);
  const rows: Row[] = await knex('menu_items').select('*');
  const used = new Set(
    (await knex('tab_lines').distinct('menu_item_id')).map((r: { menu_item_id: string }) => r.menu_item_id),
  );
  return rows.sort(byMenuOrder).map((r) => menuItemJson(r, used.has(r.id)));
}

export async function menuItemById(k: KnexLike, id: string): Promise<MenuItemView | null> {
  const knex = knexOf(k);
  const row = await knex('menu_items').where({ id }).first();
  if (!row) return null;
  return menuItemJson(row, await menuItemUsed(knex, id));
}

export async function menuItemUsed(k: KnexLike, id: string): Promise<boolean> {
  return Boolean(await knexOf(k)('tab_lines').where({ menu_item_id: id }).first('line_id'));
}

/** The items on sale, by category in menu order (what a customer adds to a tab from). */
export async function activeMenu(k: KnexLike): Promise<ActiveMenu> {
  const rows: Row[] = await knexOf(k)('menu_items').where({ active: true }).select('*');
  const menu: ActiveMenu = [];
  for (const r of rows.sort(byMenuOrder)) {
    let group = menu.find((g) => g.category === r.category);
    if (!group) {
      group = {
        category: r.category,
        label: MENU_CATEGORY_LABELS[r.category as keyof typeof MENU_CATEGORY_LABELS] ?? r.category,
        items: [],
      };
      menu.push(group);
    }
    group.items.push({ id: r.id, name: r.name, price: money(r.price_cents) });
  }
  return menu;
}

const emptyTab = (bookingId: string): TabView => ({
  bookingId,
  status: 'none',
  items: [],
  total: money(0),
  totalCents: 0,
  refunded: money(0),
  paidVia: null,
  deskMethod: null,
  orderId: null,
  failureReason: null,
  closedAt: null,
});

function tabJson(tab: Row, lines: Row[]): TabView {
  return {
    bookingId: tab.booking_id,
    status: tab.status,
    items: lines.map((l) => ({
      id: l.line_id,
      menuItemId: l.menu_item_id,
      name: l.name,
      category: l.category,
      unitPrice: money(l.unit_price_cents),
      quantity: Number(l.quantity),
      amount: money(l.amount_cents),
      refunded: money(l.refunded_cents),
      addedAt: iso(l.added_at)!,
      addedBy: l.added_by_role,
    })),
    total: money(tab.total_cents),
    totalCents: Number(tab.total_cents),
    refunded: money(tab.refunded_cents),
    paidVia: tab.paid_via ?? null,
    deskMethod: tab.desk_method ?? null,
    orderId: tab.order_id ?? null,
    failureReason: tab.failure_reason ?? null,
    closedAt: iso(tab.closed_at),
  };
}

async function tabsWithLines(knex: Knex, tabs: Row[]): Promise<TabView[]> {
  if (tabs.length === 0) return [];
  const lines: Row[] = await knex('tab_lines')
    .whereIn(
      'booking_id',
      tabs.map((t) => t.booking_id),
    )
    .orderBy([{ column: 'added_at' }, { column: 'line_id' }]);
  return tabs.map((t) =>
    tabJson(
      t,
      lines.filter((l) => l.booking_id === t.booking_id),
    ),
  );
}

/** A booking's tab: its lines and total (status `none` and no items before anything was added). */
export async function getTab(k: KnexLike, bookingId: string): Promise<TabView> {
  const knex = knexOf(k);
  const tab = await knex('tabs').where({ booking_id: bookingId }).first();
  if (!tab) return emptyTab(bookingId);
  return (await tabsWithLines(knex, [tab]))[0];
}

/** Tabs in these statuses, oldest first (the staff page: open and unpaid). */
export async function tabsByStatus(k: KnexLike, statuses: string[], limit = 500): Promise<TabView[]> {
  const knex = knexOf(k);
  const tabs: Row[] = await knex('tabs').whereIn('status', statuses).orderBy('opened_at').limit(limit);
  return tabsWithLines(knex, tabs);
}

/** A customer's tabs, newest first. */
export async function tabsOfUser(k: KnexLike, userId: string, limit = 50): Promise<TabView[]> {
  const knex = knexOf(k);
  const tabs: Row[] = await knex('tabs').where({ user_id: userId }).orderBy('opened_at', 'desc').limit(limit);
  return tabsWithLines(knex, tabs);
}

/** The bookings whose tabs are still open (the close job checks each booking's end). */
export async function openTabBookingIds(k: KnexLike): Promise<string[]> {
  const rows = await knexOf(k)('tabs').where({ status: 'open' }).orderBy('opened_at').select('booking_id');
  return rows.map((r: { booking_id: string }) => r.booking_id);
}

export async function unpaidTabCount(k: KnexLike): Promise<number> {
  const row = await knexOf(k)('tabs').whereIn('status', ['unpaid', 'needs_approval']).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
