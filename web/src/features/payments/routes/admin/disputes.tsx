import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Slot } from '@/lib/slots';
import { formatVenueDate, formatVenueDateTime } from '@/lib/venue-time';
import { clearDispute, useBayNames, useDisputes, type DisputeAnswer } from '../../api/provider-money';

export const DISPUTE_STATUS: Record<DisputeAnswer['status'], string> = {
  needs_response: 'Needs response',
  under_review: 'Under review',
  warning: 'Inquiry',
  won: 'Won',
  lost: 'Lost',
};
const DAY = 86_400_000;
const isOpen = (d: DisputeAnswer) => d.status !== 'won' && d.status !== 'lost';
const words = (s: string) => {
  const w = s.replace(/_/g, ' ').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
};
const reference = (id: string) => id.slice(0, 8).toUpperCase();

/** The evidence deadline, marked when it is within three days or past (while the dispute is open). */
function Deadline({ d, now }: { d: DisputeAnswer; now: number }) {
  if (!d.evidenceDueBy) return <>—</>;
  const left = Date.parse(d.evidenceDueBy) - now;
  const urgent = isOpen(d) && left < 3 * DAY;
  if (!urgent) return <>{formatVenueDate(d.evidenceDueBy)}</>;
  return (
    <span className="badge badge-danger">
      {formatVenueDate(d.evidenceDueBy)} {left < 0 ? '(past)' : '(due soon)'}
    </span>
  );
}

function BookingEvidence({ d, bays }: { d: DisputeAnswer; bays: Map<string, string> }) {
  const b = d.evidence.booking;
  if (!b) return <span className="muted">None on record</span>;
  return (
    <div className="stack" style={{ gap: 'var(--space-1)' }}>
      <span>
        {formatLongDate(b.date)}, {formatTime12(b.startTime)} for {b.duration} h
      </span>
      <span>
        {bays.get(b.bayId) ?? 'Bay'} · {words(b.status)}
      </span>
      {d.bookingId ? (
        <Slot
          name="bookings.admin-booking-link"
          bookingId={d.bookingId}
          label={`Open booking of ${d.customerName ?? 'the customer'} on ${b.date} at ${b.startTime}`}
        />
      ) : null}
    </div>
  );
}

function ReceiptEvidence({ d }: { d: DisputeAnswer }) {
  const r = d.evidence.receipt;
  if (!r) return <span className="muted">None on record</span>;
  return (
    <div className="stack" style={{ gap: 'var(--space-1)' }}>
      <span>
        Order <code>{reference(r.orderId)}</code>
      </span>
      <span>{formatMoney((r.cardCents / 100).toFixed(2))} by card</span>
      {r.paidAt ? <span className="muted small">Paid {formatVenueDateTime(r.paidAt)}</span> : null}
    </div>
  );
}

function DoorCodeEvidence({ d }: { d: DisputeAnswer }) {
  const c = d.evidence.doorCode;
  if (!c) return <span className="muted">None issued</span>;
  return (
    <div className="stack" style={{ gap: 'var(--space-1)' }}>
      <span>Issued {formatVenueDateTime(c.issuedAt)}</span>
      <span>
        Valid {formatVenueDateTime(c.validFrom)} to {formatVenueDateTime(c.validUntil)}
      </span>
      <span>{words(c.status)}</span>
    </div>
  );
}

/** Asks for an optional note, then lets the customer pay by card again. */
function ClearDialog({
  d,
  onCleared,
  onClose,
}: {
  d: DisputeAnswer;
  onCleared: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await clearDispute(d.disputeId, note);
      await onCleared();
      toast({
        title: 'Card Payments Allowed',
        description: `${d.customerName ?? 'The customer'} may pay by card again.`,
      });
      onClose();
    } catch (e) {
      setFailure(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title="Let pay by card again"
      description={`${d.customerName ?? 'This customer'} may pay by card again. The dispute itself is still answered in the card provider's dashboard.`}
      onClose={() => !busy && onClose()}
      testId="clear-dispute-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
            {busy ? 'Saving…' : 'Let pay by card again'}
          </button>
        </div>
      }
    >
      <div className="stack">
        <Field
          label="Note (optional)"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          hint="Kept with the dispute, for example who spoke to the customer."
        />
        {failure ? (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** /admin/disputes: card disputes with their deadline, the evidence the venue holds, and the card block. */
export function DisputesPage() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const [now] = useState(() => Date.now());
  const { data, error, isLoading, mutate } = useDisputes({ status });
  const bays = useBayNames();
  const [clearing, setClearing] = useState<DisputeAnswer | null>(null);

  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Disputes</h1>
      <p className="field-hint">
        Card disputes (chargebacks) the card provider reported. Answer each before its evidence deadline in the
        provider&apos;s dashboard; the booking, receipt and door code below are what the venue holds. A customer with a
        dispute may not pay by card until staff let them again.
      </p>
      <div className="field" style={{ maxWidth: '16rem' }}>
        <label htmlFor="dispute-status">Show</label>
        <select
          id="dispute-status"
          className="input"
          value={status}
          onChange={(e) => setStatus(e.target.value as 'open' | 'all')}
        >
          <option value="open">Open disputes</option>
          <option value="all">All disputes</option>
        </select>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading disputes" /> : null}
      {data && data.disputes.length === 0 ? (
        <p className="muted">{status === 'open' ? 'No open card disputes.' : 'No card disputes.'}</p>
      ) : null}
      {data && data.disputes.length > 0 ? (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{status === 'open' ? 'Open card disputes' : 'Card disputes'}</caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Amount</th>
                <th scope="col">Fee</th>
                <th scope="col">Reason</th>
                <th scope="col">Status</th>
                <th scope="col">Evidence due</th>
                <th scope="col">Booking</th>
                <th scope="col">Receipt</th>
                <th scope="col">Door code</th>
                <th scope="col">Card payments</th>
              </tr>
            </thead>
            <tbody>
              {data.disputes.map((d) => (
                <tr key={`${d.provider}:${d.disputeId}`}>
                  <th scope="row">
                    {d.userId ? (
                      <Link to={`/admin/customers/${d.userId}`}>{d.customerName ?? 'Customer'}</Link>
                    ) : (
                      'Unknown customer'
                    )}
                    <div className="field-hint">
                      {d.provider === 'stripe' ? 'Stripe' : 'Square'} <code>{d.disputeId}</code>, opened{' '}
                      {formatVenueDate(d.openedAt)}
                    </div>
                  </th>
                  <td data-label="Amount">
                    {formatMoney(d.amount)}
                    {d.withdrawn !== d.amount ? (
                      <div className="field-hint">{formatMoney(d.withdrawn)} withdrawn</div>
                    ) : null}
                  </td>
                  <td data-label="Fee">{formatMoney(d.fee)}</td>
                  <td data-label="Reason">{words(d.reason)}</td>
                  <td data-label="Status">
                    <StatusBadge status={d.status === 'lost' ? 'failed' : d.status} label={DISPUTE_STATUS[d.status]} />
                    {d.closedAt ? <div className="field-hint">Closed {formatVenueDate(d.closedAt)}</div> : null}
                  </td>
                  <td data-label="Evidence due">
                    <Deadline d={d} now={now} />
                  </td>
                  <td data-label="Booking">
                    <BookingEvidence d={d} bays={bays} />
                  </td>
                  <td data-label="Receipt">
                    <ReceiptEvidence d={d} />
                  </td>
                  <td data-label="Door code">
                    <DoorCodeEvidence d={d} />
                  </td>
                  <td data-label="Card payments">
                    {d.cardBlocked ? (
                      <div className="stack" style={{ gap: 'var(--space-1)' }}>
                        <span className="badge badge-danger">Blocked</span>
                        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setClearing(d)}>
                          Let pay by card again
                        </button>
                      </div>
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
        </div>
      ) : null}
      {clearing ? <ClearDialog d={clearing} onCleared={() => mutate()} onClose={() => setClearing(null)} /> : null}
    </section>
  );
}
