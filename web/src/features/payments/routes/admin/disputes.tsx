import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatVenueDate, formatVenueDateTime } from '@/lib/venue-time';
import { clearDispute, useDisputes, type DisputeAnswer } from '../../api/provider-money';

export const DISPUTE_STATUS: Record<DisputeAnswer['status'], string> = {
  needs_response: 'Needs response',
  under_review: 'Under review',
  warning: 'Inquiry',
  won: 'Won',
  lost: 'Lost',
};
const DAY = 86_400_000;

/** The evidence deadline, marked when it is within three days or past. */
function Deadline({ at, open, now }: { at: string | null; open: boolean; now: number }) {
  if (!at) return <>—</>;
  const left = Date.parse(at) - now;
  const urgent = open && left < 3 * DAY;
  return (
    <span className={urgent ? 'badge badge-danger' : undefined}>
      {formatVenueDate(at)}
      {urgent ? (left < 0 ? ' (past)' : ' (soon)') : ''}
    </span>
  );
}

function Evidence({ d }: { d: DisputeAnswer }) {
  const { booking, receipt, doorCode } = d.evidence;
  return (
    <ul className="plain-list">
      <li>
        Booking:{' '}
        {booking ? `${booking.date} ${booking.startTime}, ${booking.duration} h (${booking.status})` : 'none on record'}
      </li>
      <li>
        Receipt:{' '}
        {receipt
          ? `order ${receipt.orderId.slice(0, 8)}, ${formatMoney((receipt.cardCents / 100).toFixed(2))} by card`
          : 'none on record'}
      </li>
      <li>
        Door code:{' '}
        {doorCode
          ? `issued ${formatVenueDateTime(doorCode.issuedAt)}, valid ${formatVenueDateTime(doorCode.validFrom)} to ${formatVenueDateTime(doorCode.validUntil)} (${doorCode.status})`
          : 'none issued'}
      </li>
    </ul>
  );
}

/** /admin/disputes: card disputes with their deadline, the evidence the venue holds, and the card block. */
export function DisputesPage() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const [now] = useState(() => Date.now());
  const { data, error, isLoading, mutate } = useDisputes({ status });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function clear(d: DisputeAnswer) {
    const note = window.prompt(`Let ${d.customerName ?? 'this customer'} pay by card again? Note (optional):`, '');
    if (note === null) return;
    setBusy(d.disputeId);
    setFailure(null);
    try {
      await clearDispute(d.disputeId, note);
      await mutate();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Disputes</h1>
      <p className="field-hint">
        Card disputes (chargebacks) the card provider reported. Answer each before its evidence deadline in the
        provider&apos;s dashboard; the booking, receipt and door code below are what the venue holds.
      </p>
      <label>
        Show{' '}
        <select value={status} onChange={(e) => setStatus(e.target.value as 'open' | 'all')}>
          <option value="open">Open disputes</option>
          <option value="all">All disputes</option>
        </select>
      </label>
      {error || failure ? (
        <p className="alert alert-error" role="alert">
          {failure ?? errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading disputes" /> : null}
      {data && data.disputes.length === 0 ? (
        <p>{status === 'open' ? 'No open card disputes.' : 'No card disputes.'}</p>
      ) : null}
      {data && data.disputes.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Amount</th>
              <th scope="col">Reason</th>
              <th scope="col">Status</th>
              <th scope="col">Evidence due</th>
              <th scope="col">Evidence</th>
              <th scope="col">Card payments</th>
            </tr>
          </thead>
          <tbody>
            {data.disputes.map((d) => (
              <tr key={`${d.provider}:${d.disputeId}`}>
                <td data-label="Customer">
                  {d.userId ? (
                    <Link to={`/admin/customers/${d.userId}`}>{d.customerName ?? 'Customer'}</Link>
                  ) : (
                    'Unknown payment'
                  )}
                  <div className="field-hint">
                    {d.provider === 'stripe' ? 'Stripe' : 'Square'} {d.disputeId}
                  </div>
                </td>
                <td data-label="Amount">
                  {formatMoney(d.amount)}
                  {Number(d.fee) > 0 ? <div className="field-hint">fee {formatMoney(d.fee)}</div> : null}
                </td>
                <td data-label="Reason">{d.reason.replace(/_/g, ' ')}</td>
                <td data-label="Status">{DISPUTE_STATUS[d.status]}</td>
                <td data-label="Evidence due">
                  <Deadline at={d.evidenceDueBy} open={d.status !== 'won' && d.status !== 'lost'} now={now} />
                </td>
                <td data-label="Evidence">
                  <Evidence d={d} />
                </td>
                <td data-label="Card payments">
                  {d.cardBlocked ? (
                    <>
                      Blocked{' '}
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={busy === d.disputeId}
                        onClick={() => void clear(d)}
                      >
                        Let pay by card again
                      </button>
                    </>
                  ) : d.clearedAt ? (
                    `Allowed (cleared ${formatVenueDate(d.clearedAt)})`
                  ) : (
                    'Allowed'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
