import type { Knex } from 'knex';
import type { RecordedEvent } from '../../eventstore/types';
import type { MenuItemEvent, TabEvent } from '../../domain/tabs/tabs.events';
import type { Projection } from '../projection';

export const TABS_PROJECTION = 'tabs';
export const TABS_TABLES = ['menu_items', 'tabs', 'tab_lines'];

type Event = (MenuItemEvent | TabEvent) & RecordedEvent;

/**
 * The bar menu and every booking's tab with its lines. Written per event; a line is inserted once (its
 * id), and a tab's totals move only with a line that was new, so a rebuild gives the same rows.
 */
export const tabsProjection: Projection = {
  name: TABS_PROJECTION,
  eventTypes: [
    'MenuItemAdded',
    'MenuItemChanged',
    'MenuItemRemoved',
    'TabItemAdded',
    'TabCharged',
    'TabChargeFailed',
    'TabSettledAtDesk',
    'TabLineRefunded',
  ],
  tables: TABS_TABLES,
  async apply(trx, recorded) {
    const event = recorded as Event;
    switch (event.type) {
      case 'MenuItemAdded':
      case 'MenuItemChanged': {
        const d = event.data;
        const row = {
          name: d.name,
          category: d.category,
          price_cents: d.priceCents,
          active: d.active,
          sort_order: d.sortOrder,
          updated_at: d.at,
        };
        if (event.type === 'MenuItemAdded')
          await trx('menu_items')
            .insert({ id: d.menuItemId, ...row, created_at: d.at })
            .onConflict('id')
            .ignore();
        else await trx('menu_items').where({ id: d.menuItemId }).update(row);
        return;
      }
      case 'MenuItemRemoved':
        await trx('menu_items').where({ id: event.data.menuItemId }).delete();
        return;
      case 'TabItemAdded':
        return addLine(trx, event.data);
      case 'TabCharged': {
        const d = event.data;
        await trx('tabs').where({ booking_id: d.bookingId }).update({
          status: 'charged',
          paid_via: 'card',
          order_id: d.orderId,
          failure_code: null,
          failure_reason: null,
          closed_at: d.at,
          updated_at: d.at,
        });
        return;
      }
      case 'TabChargeFailed': {
        const d = event.data;
        await trx('tabs')
          .where({ booking_id: d.bookingId, status: 'open' })
          .update({
            status: d.approvalId ? 'needs_approval' : 'unpaid',
            failure_code: d.code,
            failure_reason: d.reason,
            approval_id: d.approvalId,
            closed_at: d.at,
            updated_at: d.at,
          });
        return;
      }
      case 'TabSettledAtDesk': {
        const d = event.data;
        await trx('tabs').where({ booking_id: d.bookingId }).update({
          status: 'settled',
          paid_via: 'desk',
          desk_method: d.method,
          closed_at: d.at,
          updated_at: d.at,
        });
        return;
      }
      case 'TabLineRefunded': {
        const d = event.data;
        const updated = await trx('tab_lines')
          .where({ line_id: d.itemLineId })
          .whereRaw('refunded_cents + ? <= amount_cents', [d.amountCents])
          .update({ refunded_cents: trx.raw('refunded_cents + ?', [d.amountCents]) })
          .returning('line_id');
        if (updated.length === 0) return;
        await trx('tabs')
          .where({ booking_id: d.bookingId })
          .update({ refunded_cents: trx.raw('refunded_cents + ?', [d.amountCents]), updated_at: d.at });
        return;
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

async function addLine(trx: Knex.Transaction, d: Extract<TabEvent, { type: 'TabItemAdded' }>['data']) {
  const amount = d.unitPriceCents * d.quantity;
  const inserted = await trx('tab_lines')
    .insert({
      line_id: d.itemLineId,
      booking_id: d.bookingId,
      menu_item_id: d.menuItemId,
      name: d.name,
      category: d.category,
      unit_price_cents: d.unitPriceCents,
      quantity: d.quantity,
      amount_cents: amount,
      refunded_cents: 0,
      added_by_role: d.addedBy === 'system' ? 'system' : d.addedBy.role,
      added_by_user_id: d.addedBy === 'system' ? null : d.addedBy.userId,
      added_at: d.at,
    })
    .onConflict('line_id')
    .ignore()
    .returning('line_id');
  if (inserted.length === 0) return;
  await trx('tabs')
    .insert({
      booking_id: d.bookingId,
      user_id: d.userId,
      status: 'open',
      total_cents: 0,
      refunded_cents: 0,
      opened_at: d.at,
      updated_at: d.at,
    })
    .onConflict('booking_id')
    .ignore();
  await trx('tabs')
    .where({ booking_id: d.bookingId })
    .update({ total_cents: trx.raw('total_cents + ?', [amount]), updated_at: d.at });
}
