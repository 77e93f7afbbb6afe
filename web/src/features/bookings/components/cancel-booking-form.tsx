import { useState } from 'react';
import { MoneyInput } from '@/components/admin/money-input';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { adminBookings, useCancellationPreview, type AdminBookingDetail } from '../api/admin-bookings';

interface Props {
  booking: AdminBookingDetail;
  onDone: (next: AdminBookingDetail) => void;
  onBack: () => void;
}

/** Cancel with the venue's policy refund, or an override of any amount up to what was paid, with a reason. */
export function CancelBookingForm({ booking, onDone, onBack }: Props) {
  const { data: preview, error: previewError } = useCancellationPreview(booking.id);
  const [mode, setMode] = useState<'policy' | 'override' | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [waiveLateFee, setWaiveLateFee] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = mode ?? (preview && !preview.policy ? 'override' : 'policy');

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const body =
        chosen === 'policy'
          ? { mode: 'policy' as const }
          : { mode: 'override' as const, refundAmount: amount, reason, ...(preview?.lateFee ? { waiveLateFee } : {}) };
      onDone(await adminBookings.cancel(booking.id, body));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (previewError) return <p className="field-error">{errorMessage(previewError)}</p>;
  if (!preview) return <p className="muted">Loading the refund…</p>;
  return (
    <form
      className="stack"
      noValidate
      aria-label="Cancel booking"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="stack">
        <legend className="label">Refund</legend>
        <label className="checkbox">
          <input
            type="radio"
            name="cancel-mode"
            checked={chosen === 'policy'}
            disabled={!preview.policy}
            onChange={() => setMode('policy')}
          />
          {preview.policy
            ? `Policy: refund ${formatMoney(preview.policy.refundAmount)} (${preview.policy.refundReason})${
                preview.policy.lateFee ? `, and charge ${formatMoney(preview.policy.lateFee)} to the card on file` : ''
              }`
            : 'Policy: not available once the booking has started'}
        </label>
        <label className="checkbox">
          <input type="radio" name="cancel-mode" checked={chosen === 'override'} onChange={() => setMode('override')} />
          Override: choose the refund (up to {formatMoney(preview.maxRefund)})
        </label>
      </fieldset>
      {chosen === 'override' ? (
        <div className="form-grid-2">
          <MoneyInput label="Refund amount" value={amount} onChange={setAmount} max={Number(preview.maxRefund)} />
          <Field label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
          {preview.lateFee ? (
            <label className="checkbox">
              <input type="checkbox" checked={waiveLateFee} onChange={(e) => setWaiveLateFee(e.target.checked)} />
              Waive the {formatMoney(preview.lateFee)} late cancellation fee
            </label>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy || (chosen === 'override' && !amount)}>
          {busy ? 'Cancelling…' : 'Cancel Booking'}
        </button>
      </div>
    </form>
  );
}
