/** How the audit trail tells this area's events (the module's auditDescribers). */
import { type Describers, money } from '../describe';

export const giftCardDescribers: Describers = {
  GiftCardIssued: (d, h) =>
    d.paymentId
      ? `Bought for ${String(d.recipientName)}: ${money(d.amountCents)}`
      : `${h.by} issued ${money(d.amountCents)} to ${String(d.recipientName)}`,
  GiftCardRedeemed: (d) => `${money(d.amountCents)} spent`,
  GiftCardRedemptionReversed: (d) => `${money(d.amountCents)} given back`,
  GiftCardAdjusted: (d, h) =>
    `${h.by} ${Number(d.amountCents) < 0 ? 'took off' : 'added'} ${money(Math.abs(Number(d.amountCents)))}`,
  GiftCardVoided: (d, h) => `${h.by} voided it (${money(d.balanceCents)} left on it)`,
  GiftCardPurchaseStarted: (d) => `Purchase started: ${money(d.amountCents)} by card`,
  GiftCardPurchaseCompleted: () => 'Purchase paid',
  GiftCardPurchaseFailed: () => 'Purchase failed',
};
