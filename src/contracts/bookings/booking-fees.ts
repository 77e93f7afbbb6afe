/** A booking's fee (no-show protection) as the admin's booking detail shows it. */
export const FEE_STATUSES = ['due', 'charged', 'declined', 'needs_approval', 'not_charged'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

/** A booking's no-show or late cancellation fee and what became of it. */
export interface BookingFeeDto {
  bookingId: string;
  kind: 'no_show' | 'late_cancellation';
  status: FeeStatus;
  amount: string;
  /** Why it was declined or not charged. */
  reason: string | null;
  paymentId: string | null;
  updatedAt: string;
}
