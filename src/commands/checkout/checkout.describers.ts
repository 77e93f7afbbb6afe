import { type Describers, money, words } from '../describe';

/** The paid-order process (checkout stream): one story from the first step to the refund. */
export const checkoutDescribers: Describers = {
  CheckoutStarted: (d) => {
    const plan = d.plan as { cardAmountCents?: number; creditsUsed?: number };
    const credits = plan.creditsUsed ? `, ${plan.creditsUsed} credits` : '';
    return `Checkout started: ${money(plan.cardAmountCents)} by card${credits}`;
  },
  CheckoutLineHeld: () => 'Held while the payment goes through',
  CheckoutChargeRequested: (d) => `Charging ${money(d.amountCents)} to the card`,
  CheckoutLineFulfilled: () => 'Paid order handed over',
  CheckoutStepUndone: (d) => `Undone: ${words(String(d.step))}`,
  CheckoutCharged: (d) => `Card charged ${money(d.amountCents)}`,
  CheckoutCreditsSpent: (d) => `${Number(d.amount)} credits spent`,
  CheckoutGiftCardRedeemed: (d) => `Gift card ${String(d.code)} paid ${money(d.amountCents)}`,
  CheckoutFailed: (d) => `Payment failed: ${String(d.message)}`,
  CheckoutCompensationStarted: (d) => `Payment failed: ${String(d.message)}`,
  CheckoutRefunded: (d) =>
    `Refund paid: ${money(d.cardRefundCents)} to the card, ${money(d.giftCardRefundCents)} to the gift card, ${Number(d.creditsRefunded)} credits`,
  CheckoutRefundFailed: (d) => `Refund failed: ${String(d.message)}`,
  CheckoutCompleted: () => 'Order completed',
};
