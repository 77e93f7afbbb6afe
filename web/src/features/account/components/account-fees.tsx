import type { BookingFeeDto } from '@contracts/no-show/no-show';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

const KIND = { no_show: 'No-show fee', late_cancellation: 'Late cancellation fee' } as const;

function outcome(fee: BookingFeeDto): string {
  switch (fee.status) {
    case 'charged':
      return 'charged to your card on file';
    case 'due':
      return 'being charged to your card on file';
    case 'declined':
      return `your card declined it (${fee.reason ?? 'declined'}); the venue will contact you`;
    case 'needs_approval':
      return 'your bank needs you to approve it (see Payments to approve above)';
    case 'not_charged':
      return 'not charged';
  }
}

/** The account's no-show and late cancellation fees, so a charge on the card is never a surprise. */
export function AccountFees({ fees }: { fees: BookingFeeDto[] }) {
  if (fees.length === 0) return null;
  return (
    <section aria-labelledby="fees-title" className="stack">
      <h2 id="fees-title">Fees</h2>
      <ul className="stack" aria-labelledby="fees-title">
        {fees.map((f) => (
          <li key={f.bookingId} className="card">
            <strong>{KIND[f.kind]}</strong> {formatMoney(f.amount)}: {outcome(f)}
            <span className="muted small">
              {' '}
              · booking {f.bookingId.slice(0, 8).toUpperCase()} · {formatDateTime(f.updatedAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
