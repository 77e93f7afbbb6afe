import type { Cents } from '../../lib/money';

/** Refund tiers: the first tier whose minHoursBefore the cancellation meets decides the refund. */
export interface CancellationPolicy {
  tiers: Array<{ minHoursBefore: number; refundPercentage: number }>;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  tiers: [
    { minHoursBefore: 24, refundPercentage: 100 },
    { minHoursBefore: 2, refundPercentage: 50 },
  ],
};

export interface RefundDecision {
  refundPercentage: number;
  refundAmountCents: Cents;
  refundReason: string;
}

function hoursLabel(h: number): string {
  return `${h} hour${h === 1 ? '' : 's'}`;
}

/** What cancelling now refunds of `bookingAmountCents`, given the hours left before the start. */
export function refundFor(
  policy: CancellationPolicy,
  bookingAmountCents: Cents,
  hoursBeforeStart: number,
): RefundDecision {
  const tiers = [...policy.tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  const tier = tiers.find((t) => hoursBeforeStart >= t.minHoursBefore);
  if (!tier || tier.refundPercentage <= 0) {
    const last = tiers.filter((t) => t.refundPercentage > 0).at(-1);
    return {
      refundPercentage: 0,
      refundAmountCents: 0,
      refundReason: last
        ? `No refund: cancelled less than ${hoursLabel(last.minHoursBefore)} before the start time`
        : 'No refund: this venue does not refund cancellations',
    };
  }
  const refundAmountCents = Math.round((bookingAmountCents * tier.refundPercentage) / 100);
  const kind = tier.refundPercentage >= 100 ? 'Full refund' : `${tier.refundPercentage}% refund`;
  return {
    refundPercentage: tier.refundPercentage,
    refundAmountCents,
    refundReason: `${kind}: cancelled at least ${hoursLabel(tier.minHoursBefore)} before the start time`,
  };
}
