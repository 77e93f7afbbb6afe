import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { cancelBooking, cancellationPreview, type AccountBooking, type CancellationPreview } from '../api/account';

interface Props {
  booking: AccountBooking;
  onCancelled: () => void;
  onClose: () => void;
}

/** Cancel Your Booking: the refund the policy gives (amount, percentage, reason) before confirming. */
export function CancelDialog({ booking, onCancelled, onClose }: Props) {
  const [preview, setPreview] = useState<CancellationPreview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    cancellationPreview(booking.id)
      .then((p) => live && setPreview(p))
      .catch((e) => live && setFailed(errorMessage(e, "We couldn't load the cancellation details.")));
    return () => {
      live = false;
    };
  }, [booking.id]);

  const confirm = async () => {
    setBusy(true);
    try {
      const done = await cancelBooking(booking.id);
      toast({
        title: 'Booking Cancelled',
        description:
          (Number(done.refundAmount) > 0
            ? `${formatMoney(done.refundAmount)} (${done.refundPercentage}%) will be refunded.`
            : 'Your booking has been cancelled.') +
          (done.lateFee
            ? ` A ${formatMoney(done.lateFee)} late cancellation fee is charged to your card on file.`
            : ''),
      });
      onCancelled();
    } catch (e) {
      toast({
        title: 'Cancellation Failed',
        description: errorMessage(e, "We couldn't cancel your booking. Please contact support."),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

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
