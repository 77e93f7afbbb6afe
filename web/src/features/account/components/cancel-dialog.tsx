import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { AccountBooking } from '../api/account';
import { useCancelBooking, useCancellationPreview } from '../api/cancel-booking';

interface Props {
  booking: AccountBooking;
  onCancelled: () => void;
  onClose: () => void;
}

/** Cancel Your Booking: the refund the policy gives (amount, percentage, reason) before confirming. */
export function CancelDialog({ booking, onCancelled, onClose }: Props) {
  const { preview, failed } = useCancellationPreview(booking.id);
  const cancel = useCancelBooking(onCancelled);
  const busy = cancel.busy;
  const confirm = () => cancel.trigger(booking.id);

  return (
    <Dialog
      title="Cancel Your Booking"
      description={`${booking.bay?.name ?? 'Bay'} · ${formatLongDate(booking.date)} · ${formatTime12(booking.startTime)} - ${formatTime12(booking.endTime)}`}
      onClose={() => !busy && onClose()}
      testId="cancel-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Keep Booking
          </button>
          <button type="button" className="btn btn-danger" disabled={busy || !preview} onClick={() => void confirm()}>
            {busy ? 'Cancelling...' : 'Cancel Booking'}
          </button>
        </div>
      }
    >
      {failed ? (
        <p className="alert alert-error" role="alert">
          {failed}
        </p>
      ) : !preview ? (
        <Spinner label="Loading cancellation details" />
      ) : (
        <dl className="summary-list">
          <div>
            <dt>Booking amount</dt>
            <dd>{formatMoney(preview.bookingAmount)}</dd>
          </div>
          <div>
            <dt>Refund</dt>
            <dd>
              {formatMoney(preview.refundAmount)} ({preview.refundPercentage}%)
            </dd>
          </div>
          {preview.lateFee ? (
            <div>
              <dt>Late cancellation fee</dt>
              <dd data-testid="late-fee">{formatMoney(preview.lateFee)}, charged to your card on file</dd>
            </div>
          ) : null}
          <div>
            <dt>Why</dt>
            <dd>{preview.refundReason}</dd>
          </div>
        </dl>
      )}
    </Dialog>
  );
}
