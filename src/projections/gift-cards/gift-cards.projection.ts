import { GIFT_CARD_EVENT_TYPES, type GiftCardEvent } from '../../domain/gift-cards/gift-card.events';
import type { Projection } from '../projection';
import { ERASED_CUSTOMER_NAME, scrubsErasedCustomers } from '../customer-erasure';

const giftCardRows: Projection = {
  name: 'gift-cards',
  eventTypes: GIFT_CARD_EVENT_TYPES,
  tables: ['gift_card_transactions', 'gift_cards'],
  async apply(trx, recorded) {
    const event = recorded as unknown as GiftCardEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt;
    const code = event.data.code;
    if (event.type === 'GiftCardIssued') {
      const d = event.data;
      await trx('gift_cards')
        .insert({
          code,
          original_cents: d.amountCents,
          balance_cents: d.amountCents,
          recipient_name: d.recipientName,
          recipient_email: d.recipientEmail,
          recipient_phone: d.recipientPhone,
          sender_name: d.senderName,
          sender_email: d.senderEmail,
          personal_message: d.personalMessage,
          delivery_method: d.deliveryMethod,
          delivery_date: d.deliveryDate,
          purchaser_user_id: d.purchaserUserId,
          payment_id: d.paymentId,
          processor: d.processor,
          created_at: at,
          updated_at: at,
        })
        .onConflict('code')
        .ignore();
    } else if (event.type === 'GiftCardVoided') {
      await trx('gift_cards').where({ code }).update({ balance_cents: 0, status: 'voided', updated_at: at });
    } else {
      const delta = event.type === 'GiftCardRedeemed' ? -event.data.amountCents : event.data.amountCents;
      await trx('gift_cards')
        .where({ code })
        .update({ balance_cents: trx.raw('balance_cents + ?', [delta]), updated_at: at });
    }
    const card = await trx('gift_cards').where({ code }).first('balance_cents');
    await trx('gift_card_transactions')
      .insert({
        event_id: recorded.eventId,
        code,
        kind: {
          GiftCardIssued: 'issue',
          GiftCardRedeemed: 'redeem',
          GiftCardRedemptionReversed: 'restore',
          GiftCardAdjusted: 'adjust',
          GiftCardVoided: 'void',
        }[event.type],
        amount_cents: event.type === 'GiftCardVoided' ? -event.data.balanceCents : event.data.amountCents,
        reason: 'reason' in event.data ? event.data.reason : null,
        actor:
          typeof recorded.metadata.actor === 'object'
            ? ((recorded.metadata.actor as { userId?: string }).userId ?? null)
            : null,
        redemption_id: 'redemptionId' in event.data ? event.data.redemptionId : null,
        balance_after_cents: card?.balance_cents ?? 0,
        occurred_at: at,
      })
      .onConflict('event_id')
      .ignore();
  },
};

/** An erased purchaser's name and email leave the cards they bought; the balances stay. */
export const giftCardsProjection: Projection = scrubsErasedCustomers(giftCardRows, async (trx, userId) => {
  await trx('gift_cards')
    .where({ purchaser_user_id: userId })
    .update({ sender_name: ERASED_CUSTOMER_NAME, sender_email: null });
});
