import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { tabDecider, TabError, type TabCommand, type TabState } from '../../domain/tabs/tab.decider';
import { tabStream, type DeskMethod } from '../../domain/tabs/tabs.events';
import type { Actor } from '../../eventstore/types';
import { bookingById } from '../../projections/bookings';
import { TABS_PROJECTION } from '../../projections/tabs/tabs.projection';
import { getTab } from '../../projections/tabs/tabs.queries';
import type { TabView } from '../../contracts/tabs/tabs';
import { refundOrderPart } from '../checkout';
import { appCommandContext, currentState, handleCommand, type CommandMeta } from '../handle-command';

export function runTab(ctx: AppContext, bookingId: string, command: TabCommand, meta: CommandMeta = {}) {
  return handleCommand(appCommandContext(ctx, meta), tabStream(ctx.config.VENUE_ID, bookingId), tabDecider, command);
}

export function loadTab(ctx: AppContext, bookingId: string): Promise<TabState> {
  return currentState(ctx.store, tabStream(ctx.config.VENUE_ID, bookingId), tabDecider);
}

/** The tab as the read model has it once it has seen `position` (what the caller just wrote). */
export async function tabAfter(ctx: AppContext, bookingId: string, position: string | null): Promise<TabView> {
  if (position) await ctx.projections.waitFor(position, [TABS_PROJECTION]);
  return getTab(ctx, bookingId);
}

export interface AddTabItem {
  bookingId: string;
  menuItemId: string;
  quantity: number;
  /** Who added it (the caller has checked they may). */
  actor: Actor;
}

/**
 * Puts a menu item on a booking's tab at the menu's price now (never the caller's): the item must be
 * on sale, the quantity 1 to 50 and the tab still open. The caller has already checked who may add.
 */
export async function addTabItem(ctx: AppContext, input: AddTabItem): Promise<TabView> {
  const booking = await bookingById(ctx, input.bookingId);
  if (!booking) throw new TabError('BOOKING.NOT_FOUND', 'Booking not found', 404);
  const item = await ctx.knex('menu_items').where({ id: input.menuItemId }).first();
  if (!item) throw new TabError('TAB.ITEM_NOT_FOUND', 'That item is not on the menu.', 404);
  const result = await runTab(
    ctx,
    input.bookingId,
    {
      type: 'AddItem',
      bookingId: input.bookingId,
      userId: booking.userId,
      itemLineId: randomUUID(),
      item: {
        menuItemId: item.id,
        name: item.name,
        category: item.category,
        priceCents: Number(item.price_cents),
        active: item.active,
      },
      quantity: input.quantity,
      addedBy: input.actor,
      now: ctx.now(),
    },
    { actor: input.actor },
  );
  return tabAfter(ctx, input.bookingId, result.position);
}

/** Records that the tab was paid at the desk (cash, the venue's own terminal...). Once. */
export async function settleTabAtDesk(
  ctx: AppContext,
  bookingId: string,
  method: DeskMethod,
  actor: Actor,
): Promise<TabView> {
  const result = await runTab(ctx, bookingId, { type: 'SettleAtDesk', method, now: ctx.now() }, { actor });
  return tabAfter(ctx, bookingId, result.position);
}

/** The refund's key: one per line of one tab, so a retry never pays twice. */
export const tabRefundKey = (bookingId: string, lineId: string) => `tab-refund-${bookingId}-${lineId}`;

/**
 * Gives one line of a paid tab back the way it was paid: a card-paid tab's line through its order's
 * card refund (keyed per line), a desk-settled tab's as money back at the desk. Once per line.
 */
export async function refundTabLine(
  ctx: AppContext,
  args: { bookingId: string; lineId: string; reason?: string | null; actor: Actor },
): Promise<TabView> {
  const { bookingId, lineId, actor } = args;
  const reason = args.reason?.trim() || 'Tab line refunded';
  const state = await loadTab(ctx, bookingId);
  const line = state.lines.find((l) => l.itemLineId === lineId);
  // The decider refuses what cannot be refunded (no such line, a tab not paid) before any money moves.
  const check = () =>
    tabDecider.decide({ type: 'RefundLine', itemLineId: lineId, reason, refundId: null, now: ctx.now() }, state);
  if (check().length === 0) return getTab(ctx, bookingId);
  let refundId: string | null = null;
  if (state.payment?.via === 'card' && line) {
    refundId = (
      await refundOrderPart(
        ctx,
        {
          orderId: state.payment.orderId,
          amountCents: line.amountCents - line.refundedCents,
          refundKey: tabRefundKey(bookingId, lineId),
          reason,
        },
        actor,
      )
    ).refundId;
  }
  const result = await runTab(
    ctx,
    bookingId,
    { type: 'RefundLine', itemLineId: lineId, reason, refundId, now: ctx.now() },
    { actor },
  );
  return tabAfter(ctx, bookingId, result.position);
}
