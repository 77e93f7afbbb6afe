import { normalizeGiftCardCode } from '../../contracts/gift-cards/gift-cards';
import { giftCardDecider } from '../../domain/gift-cards/gift-card.decider';
import { giftCardStream } from '../../domain/gift-cards/gift-card.events';
import { toDecimalString } from '../../lib/money';
import { foldEvents, ofStream, type AuditSubject } from '../audit-subject';

/** A gift card by its code: issued, redeemed, adjusted, voided; as of an instant, its balance. */
export const giftCardAuditSubject: AuditSubject = {
  kind: 'gift-card',
  rank: 30,
  events: (ctx, code) => ofStream(ctx, giftCardStream(ctx.config.VENUE_ID, normalizeGiftCardCode(code))),
  asOf(_ctx, { events }) {
    const s = foldEvents(giftCardDecider, events);
    if (s.status === 'none') return null;
    return {
      code: s.card.code,
      balance: toDecimalString(s.balanceCents),
      originalAmount: toDecimalString(s.card.amountCents),
      issuedTo: s.card.recipientName,
      voided: s.voided,
    };
  },
};
