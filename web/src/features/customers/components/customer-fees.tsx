import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useBookingFees } from '../api/customer-reads';

const KIND = { no_show: 'No-show', late_cancellation: 'Late cancellation' } as const;
const STATUS = {
  due: 'Being charged',
  charged: 'Charged',
  declined: 'Declined',
  needs_approval: "Waiting for the customer's bank approval",
  not_charged: 'Not charged',
} as const;

/** A customer's no-show and late cancellation fees and what became of each (GET /api/users/:id/booking-fees). */
export function CustomerFees({ userId }: { userId: string }) {
  const { data, error } = useBookingFees(userId);
  if (error) return <p className="alert alert-error">{errorMessage(error)}</p>;
  if (!data) return <Spinner />;
  if (data.fees.length === 0) return <p className="muted">No no-show or late cancellation fees.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">No-show and late cancellation fees</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Fee</th>
            <th scope="col">Amount</th>
            <th scope="col">Outcome</th>
            <th scope="col">Booking</th>
          </tr>
        </thead>
        <tbody>
          {data.fees.map((f) => (
            <tr key={f.bookingId}>
              <td data-label="When">{formatDateTime(f.updatedAt)}</td>
              <td data-label="Fee">{KIND[f.kind]}</td>
              <td data-label="Amount">{formatMoney(f.amount)}</td>
              <td data-label="Outcome" className={f.status === 'declined' ? 'field-error' : undefined}>
                {STATUS[f.status]}
                {f.reason ? `: ${f.reason}` : ''}
              </td>
              <td data-label="Booking">
                <code>{f.bookingId.slice(0, 8).toUpperCase()}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
