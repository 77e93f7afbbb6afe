import { useEffect, useRef } from 'react';
import type { BookingFeeDto } from '@contracts/no-show/no-show';
import { formatMoney } from '@/lib/money';

const KIND_LABEL: Record<BookingFeeDto['kind'], string> = {
  no_show: 'No-show fee',
  late_cancellation: 'Late cancellation fee',
};

/** What became of a booking's no-show or late cancellation fee, as the admin reads it. */
export function feeSentence(fee: BookingFeeDto): string {
  const amount = formatMoney(fee.amount);
  switch (fee.status) {
    case 'charged':
      return `${amount} charged to the card on file`;
    case 'declined':
      return `${amount} declined: ${fee.reason ?? 'the card was declined'}`;
    case 'not_charged':
      return `${amount} not charged: ${fee.reason ?? 'no card on file'}`;
    case 'needs_approval':
      return `${amount} waiting for the customer to approve it with their bank (they were sent a link)`;
    case 'due':
      return `${amount} being charged…`;
  }
}

/** The fee's row in the booking's facts; a declined charge stands out. */
export function BookingFeeFacts({ fee }: { fee: BookingFeeDto }) {
  return (
    <>
      <dt>{KIND_LABEL[fee.kind]}</dt>
      <dd className={fee.status === 'declined' || fee.status === 'not_charged' ? 'field-error' : undefined}>
        <span data-testid="booking-fee">{feeSentence(fee)}</span>
      </dd>
    </>
  );
}

/**
 * The fee is charged by a job after the mark: look again a few times while it may still be coming
 * (a no-show or a cancellation without a settled fee), then stop.
 */
export function useFeeRefresh(waiting: boolean, refresh: () => unknown, tries = 6, everyMs = 1500) {
  const count = useRef(0);
  useEffect(() => {
    if (!waiting || count.current >= tries) return;
    const timer = setTimeout(() => {
      count.current += 1;
      void refresh();
    }, everyMs);
    return () => clearTimeout(timer);
  });
}
