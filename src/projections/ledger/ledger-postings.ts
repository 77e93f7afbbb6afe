import type { CheckoutPlan } from '../../domain/checkout';
import { ACCOUNTS, lineAccount, refundsAccount, type LedgerUnit } from './ledger-accounts';

/** One side of a transaction: debit positive, credit negative. */
export interface Posting {
  account: string;
  unit: LedgerUnit;
  amount: number;
  giftCardCode?: string | null;
}

/** What the ledger keeps of an order's plan: the quote its payments are checked against. */
export interface LedgerPlan {
  lines: Array<{ type: string; amountCents: number; bookingId: string | null }>;
  creditsValueCents: number;
  couponDiscountCents: number;
  giftCard: { code: string; amountCents: number } | null;
  cardAmountCents: number;
}

export function ledgerPlan(plan: CheckoutPlan): LedgerPlan {
  return {
    lines: plan.lines.map((l) => ({
      type: l.type,
      amountCents: l.amountCents,
      bookingId: typeof l.data?.bookingId === 'string' ? l.data.bookingId : null,
    })),
    creditsValueCents: plan.creditsValueCents,
    couponDiscountCents: plan.coupon?.discountCents ?? 0,
    giftCard: plan.giftCard ? { code: plan.giftCard.code, amountCents: plan.giftCard.amountCents } : null,
    cardAmountCents: plan.cardAmountCents,
  };
}

/** The booking an order pays for (its booking, or the booking it extends or charges a fee for). */
export const bookingOfPlan = (plan: LedgerPlan) => plan.lines.find((l) => l.bookingId)?.bookingId ?? null;

const cents = (account: string, amount: number, giftCardCode: string | null = null): Posting => ({
  account,
  unit: 'cents',
  amount,
  giftCardCode,
});

/**
 * A completed order: what paid it (card, gift card, credits' value, coupon) against what it sold, line
 * by line. Whatever the payments leave unaccounted for goes to suspense (a charge unlike its quote).
 */
export function orderPostings(plan: LedgerPlan, cardCents: number): Posting[] {
  const postings = [
    cents(ACCOUNTS.cardClearing, cardCents),
    cents(ACCOUNTS.giftCardClearing, plan.giftCard?.amountCents ?? 0, plan.giftCard?.code ?? null),
    cents(ACCOUNTS.creditDiscounts, plan.creditsValueCents),
    cents(ACCOUNTS.couponDiscounts, plan.couponDiscountCents),
    ...plan.lines.map((line) => cents(lineAccount(line.type), -line.amountCents)),
  ];
  return withSuspense(postings);
}

/** A refund of an order: the card and the gift card paid back, charged to the refunds of what it sold. */
export function refundPostings(plan: LedgerPlan, cardCents: number, giftCents: number): Posting[] {
  const kind = refundKindOf(plan);
  return [
    cents(refundsAccount(kind), cardCents + giftCents),
    cents(ACCOUNTS.cardClearing, -cardCents),
    cents(ACCOUNTS.giftCardClearing, -giftCents, plan.giftCard?.code ?? null),
  ];
}

/** A refund follows a cancelled booking: it comes from the booking's kind when the order sold one. */
export function refundKindOf(plan: LedgerPlan): string {
  const line = plan.lines.find((l) => l.type === 'booking') ?? plan.lines[0];
  return lineAccount(line?.type ?? 'other').replace(/^revenue:/, '');
}

function withSuspense(postings: Posting[]): Posting[] {
  const rest = postings.reduce((s, p) => s + p.amount, 0);
  return rest === 0 ? postings : [...postings, cents(ACCOUNTS.suspense, -rest)];
}

/** Two postings moving `amount` from `credit` to `debit`. */
export function transfer(debit: string, credit: string, amount: number, unit: LedgerUnit, code?: string | null) {
  return [
    { account: debit, unit, amount, giftCardCode: code ?? null },
    { account: credit, unit, amount: -amount, giftCardCode: code ?? null },
  ];
}
