import type { Cents } from '../../lib/money';

/** A fee: a fixed amount, or a share of the booking's price (its subtotal, before discounts and payments). */
export type BookingFee = { kind: 'fixed'; amountCents: Cents } | { kind: 'percent'; percent: number };

/**
 * No-show protection (admin settings): a card on file for bookings made more than `cardRequiredHoursAhead`
 * hours ahead, the fee for a no-show and the fee for a late cancellation. "Late" is the cancellation
 * policy's own window: a cancellation that no longer gets a full refund.
 */
export interface NoShowPolicy {
  cardRequired: boolean;
  cardRequiredHoursAhead: number;
  noShowFee: BookingFee;
  lateCancellationFee: BookingFee;
}

export const DEFAULT_NO_SHOW_POLICY: NoShowPolicy = {
  cardRequired: false,
  cardRequiredHoursAhead: 24,
  noShowFee: { kind: 'fixed', amountCents: 0 },
  lateCancellationFee: { kind: 'fixed', amountCents: 0 },
};

/** The fee in cents for a booking priced `priceCents` (percent fees round to the cent). */
export function feeCents(fee: BookingFee, priceCents: Cents): Cents {
  if (fee.kind === 'fixed') return fee.amountCents;
  return Math.round((Math.max(0, priceCents) * fee.percent) / 100);
}

/** Whether a booking starting at `startsAt`, made at `now`, needs a card on file. */
export function cardRequiredFor(policy: NoShowPolicy, startsAt: Date, now: Date): boolean {
  if (!policy.cardRequired) return false;
  return startsAt.getTime() - now.getTime() > policy.cardRequiredHoursAhead * 3_600_000;
}

/**
 * What a fee costs the customer beyond what they already paid and keep paid: money already kept for
 * the booking (paid and not refunded) counts toward the fee, so a late cancellation or a no-show costs
 * the fee, not the fee on top of a forfeited payment.
 */
export function feeToCharge(feeCentsDue: Cents, keptCents: Cents): Cents {
  return Math.max(0, feeCentsDue - Math.max(0, keptCents));
}

/**
 * A late cancellation under the fee: the policy's refund shrinks until the venue keeps the fee, and
 * what the payment cannot cover is charged to the card on file.
 */
export function lateCancellation(
  paidCents: Cents,
  policyRefundCents: Cents,
  lateFeeCents: Cents,
): { refundCents: Cents; chargeCents: Cents } {
  const refundCents = Math.min(policyRefundCents, Math.max(0, paidCents - lateFeeCents));
  return { refundCents, chargeCents: feeToCharge(lateFeeCents, paidCents - refundCents) };
}

/** Hours before the start from which a cancellation is late: the policy's full-refund window (null: always late). */
export function lateWindowHours(
  tiers: ReadonlyArray<{ minHoursBefore: number; refundPercentage: number }>,
): number | null {
  const full = tiers.filter((t) => t.refundPercentage >= 100).map((t) => t.minHoursBefore);
  return full.length ? Math.min(...full) : null;
}

/** Why a late cancellation costs what it does, in the words the customer and the admin read. */
export function lateFeeReason(feeText: string /* "$12.00" */, windowHours: number | null): string {
  const when =
    windowHours === null
      ? 'this venue charges it on every cancellation'
      : `cancelled less than ${windowHours} hour${windowHours === 1 ? '' : 's'} before the start time`;
  return `Late cancellation fee ${feeText}: ${when}`;
}
