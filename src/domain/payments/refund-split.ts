/**
 * How a booking's refund goes back to the payments that paid for it (the booking's own order, each
 * extension's order): the money promised (the booking's amount is what was paid in money) is shared
 * over every gift-card and card payment in proportion to what each paid, in integer cents, adding up
 * to exactly the refund promised (up to what was paid); credits come back by the refund's percentage.
 * Pure, so a retried refund job splits the same way every time.
 */
export interface PaidPart {
  orderId: string;
  source: 'gift' | 'card';
  /** What this payment paid for the booking, in cents. */
  cents: number;
}

export interface RefundPart extends PaidPart {
  /** What goes back to this payment, in cents. */
  refundCents: number;
}

/** Shares of the refund by the largest remainder, ties to the earlier payment, each within what it paid. */
export function splitRefund(parts: readonly PaidPart[], refundCents: number): RefundPart[] {
  const paid = parts.reduce((sum, p) => sum + Math.max(0, p.cents), 0);
  const due = Math.max(0, Math.min(Math.round(refundCents), paid));
  const exact = parts.map((p) => (paid > 0 ? (Math.max(0, p.cents) * due) / paid : 0));
  const out = parts.map((p, i) => ({ ...p, refundCents: Math.floor(exact[i]) }));
  let left = due - out.reduce((sum, p) => sum + p.refundCents, 0);
  const byRemainder = out
    .map((p, i) => ({ i, rest: exact[i] - p.refundCents }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    if (out[i].refundCents >= out[i].cents) continue;
    out[i].refundCents += 1;
    left -= 1;
  }
  return out;
}

/** Credits given back for a refund of `percentage` %: half-credit steps, rounded down. */
export function creditsBack(creditsUsed: number, percentage: number): number {
  const share = Math.max(0, Math.min(100, percentage)) / 100;
  return Math.floor(creditsUsed * share * 2 + 1e-9) / 2;
}
