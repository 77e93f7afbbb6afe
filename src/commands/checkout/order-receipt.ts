import type { AppContext } from '../../app-context';
import type { OrderQuote } from '../../contracts/checkout/orders';
import { formatMoney, toDecimalString } from '../../lib/money';
import type { CheckoutState } from '../../domain/checkout/checkout.process';
import { loadCheckout } from './checkout-log';
import { quoteDtoOf } from './order-dto';

/** What a completed order sold and how it was paid: the success page and the SMS receipt say the same. */
export interface OrderReceipt {
  lines: OrderQuote['lines'];
  adjustments: OrderQuote['adjustments'];
  /** What the card was charged ("0.00" when nothing was). */
  charged: string;
  /** Each way the order was paid, in words: "$53.00 by card", "2 credits", "$10.00 gift card"... */
  paidWith: string[];
}

/** The receipt of the order with this id (a booking shares its order's id); null when there is none. */
export async function orderReceipt(ctx: AppContext, orderId: string): Promise<OrderReceipt | null> {
  return receiptOf(await loadCheckout(ctx, orderId));
}

/** The receipt an order's state gives: null until it completed. */
export function receiptOf(state: CheckoutState): OrderReceipt | null {
  const plan = state.plan;
  if (!plan || state.outcome?.status !== 'completed') return null;
  const quote = quoteDtoOf(plan);
  const paidWith: string[] = [];
  if (state.charged) paidWith.push(`${formatMoney(state.charged.amountCents)} by card`);
  if (plan.giftCard) paidWith.push(`${formatMoney(plan.giftCard.amountCents)} gift card`);
  if (plan.creditsUsed > 0) paidWith.push(`${plan.creditsUsed} credit${plan.creditsUsed === 1 ? '' : 's'}`);
  if (plan.coupon) paidWith.push(`coupon ${plan.coupon.code} -${formatMoney(plan.coupon.discountCents)}`);
  return {
    lines: quote.lines,
    adjustments: quote.adjustments,
    charged: toDecimalString(state.charged?.amountCents ?? 0),
    paidWith,
  };
}
