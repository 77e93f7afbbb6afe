import type { EventOf } from '../../eventstore/events';
import type { CreditOfferDefined, PromotionalOfferEvent } from '../../domain/offers/offer.events';
import type { Projection } from '../projection';
import { toDecimalString } from '../../lib/money';
import type { Knex } from 'knex';

export const offersProjection: Projection = {
  name: 'offers',
  eventTypes: [
    'CreditOfferDefined',
    'PromotionalOfferDefined',
    'PromotionalOfferPurchaseReserved',
    'PromotionalOfferPurchased',
    'PromotionalOfferPurchaseReleased',
  ],
  tables: ['promotional_offer_purchases', 'promotional_offers', 'credit_offers'],
  async apply(trx, recorded) {
    const event = recorded as unknown as PromotionalOfferEvent | EventOf<typeof CreditOfferDefined>;
    switch (event.type) {
      case 'CreditOfferDefined': {
        const d = event.data;
        const row = {
          name: d.name,
          credits: d.credits,
          price_cents: d.priceCents,
          regular_price_cents: d.regularPriceCents,
          is_active: d.isActive,
          sort_order: d.sortOrder,
        };
        await upsertById(trx, 'credit_offers', d.offerId, row);
        return;
      }
      case 'PromotionalOfferDefined': {
        const d = event.data;
        const row = {
          name: d.name,
          description: d.description,
          discount_percentage: d.discountPercentage,
          credits_granted: d.creditsGranted,
          offer_price_cents: d.offerPriceCents,
          regular_price_cents: d.regularPriceCents,
          max_purchases_per_user: d.maxPurchasesPerUser,
          is_active: d.isActive,
        };
        await upsertById(trx, 'promotional_offers', d.offerId, row);
        return;
      }
      case 'PromotionalOfferPurchaseReserved':
        await trx('promotional_offer_purchases')
          .insert({
            purchase_id: event.data.purchaseId,
            offer_id: event.data.offerId,
            user_id: event.data.userId,
            status: 'reserved',
            price_cents: event.data.priceCents,
            created_at: recorded.metadata.occurredAt ?? recorded.createdAt,
          })
          .onConflict('purchase_id')
          .ignore();
        return;
      case 'PromotionalOfferPurchased':
        await trx('promotional_offer_purchases')
          .where({ purchase_id: event.data.purchaseId })
          .update({ status: 'purchased', payment_id: event.data.paymentId });
        return;
      case 'PromotionalOfferPurchaseReleased':
        await trx('promotional_offer_purchases')
          .where({ purchase_id: event.data.purchaseId })
          .update({ status: 'released' });
        return;
    }
  },
};

/** Inserts the row under `id`, or overwrites its columns when the id is already there. */
async function upsertById(trx: Knex.Transaction, table: string, id: string, row: Record<string, unknown>) {
  await trx(table)
    .insert({ id, ...row })
    .onConflict('id')
    .merge(row);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- knex rows are untyped
type OfferRow = Record<string, any>;

export async function listCreditOffers(knex: Knex, all = false) {
  const rows = await knex('credit_offers')
    .modify((q) => (all ? q : q.where({ is_active: true })))
    .orderBy([{ column: 'sort_order' }, { column: 'price_cents' }]);
  return rows.map((r: OfferRow) => ({
    id: r.id,
    name: r.name,
    credits: Number(r.credits),
    price: toDecimalString(r.price_cents),
    regularPrice: toDecimalString(r.regular_price_cents),
    discountPercentage: r.regular_price_cents > 0 ? Math.round((1 - r.price_cents / r.regular_price_cents) * 100) : 0,
    isActive: r.is_active,
    sortOrder: r.sort_order,
  }));
}

export async function listPromotionalOffers(knex: Knex, all = false) {
  const purchases = knex('promotional_offer_purchases')
    .where({ status: 'purchased' })
    .groupBy('offer_id')
    .select('offer_id', knex.raw('count(*)::int as purchase_count'))
    .as('p');
  const rows = await knex('promotional_offers')
    .leftJoin(purchases, 'p.offer_id', 'promotional_offers.id')
    .select('promotional_offers.*', 'p.purchase_count')
    .modify((q) => (all ? q : q.where({ is_active: true })))
    .orderBy('offer_price_cents');
  return rows.map((r: OfferRow) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    discountPercentage: Number(r.discount_percentage),
    creditsGranted: Number(r.credits_granted),
    offerPrice: toDecimalString(r.offer_price_cents),
    regularPrice: toDecimalString(r.regular_price_cents),
    maxPurchasesPerUser: r.max_purchases_per_user,
    isActive: r.is_active,
    ...(all ? { purchaseCount: r.purchase_count ?? 0 } : {}),
  }));
}
