import type { Quote } from '@/features/bookings/api/types';
import type { OrderQuote } from '@/lib/payments/orders';

/** The server's order quote as the booking summary shows it (the entry fee, a gift card, the total). */
export function summaryQuote(q: OrderQuote): Quote {
  return {
    lines: q.lines.map((l) => ({ label: 'Entry fee', amount: l.amount })),
    subtotal: q.subtotal,
    discounts: q.adjustments.map((a) => ({ label: a.label, amount: a.amount.replace(/^-/, '') })),
    extras: [],
    creditsUsed: 0,
    maxCredits: 0,
    total: q.total,
    totalCents: Math.round(Number(q.total) * 100),
  };
}

/** Before the server prices it (a visitor, not signed in yet): the entry fee alone. */
export function feeQuote(fee: string): Quote {
  return {
    lines: [{ label: 'Entry fee', amount: fee }],
    discounts: [],
    extras: [],
    creditsUsed: 0,
    maxCredits: 0,
    total: fee,
    totalCents: Math.round(Number(fee) * 100),
  };
}
