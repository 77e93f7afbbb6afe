import { useState } from 'react';
import { HistoryPanel } from '@/components/admin/history-panel';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge as SharedStatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import {
  adminBookings,
  paymentLabel,
  statusLabel,
  useAdminBooking,
  useRefreshBookings,
  type AdminBookingDetail,
} from '../api/admin-bookings';
import type { BayOption } from '../api/bays';
import { BookingFeeFacts, useFeeRefresh } from './booking-fee';
import { CancelBookingForm } from './cancel-booking-form';
import { MoveBookingForm } from './move-booking-form';

interface Props {
  id: string;
  onClose: () => void;
  /** Opens the chat with the customer (their phone is a button when they have an account). */
  onChat?: (userId: string) => void;
  bays?: BayOption[];
}

export function StatusBadge({ status }: { status: string }) {
  return <SharedStatusBadge status={status} label={statusLabel(status)} />;
}

/** A booking's details and full history, with the admin's actions: cancel, mark no-show, move. */
export function BookingDetailDialog({ id, onClose, onChat, bays }: Props) {
  const { data: booking, error, mutate } = useAdminBooking(id);
  const refresh = useRefreshBookings();
  const [panel, setPanel] = useState<'cancel' | 'move' | null>(null);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => Date.now());

  const changed = async (next: AdminBookingDetail, title: string, description: string) => {
    await mutate(next, false);
    void refresh();
    setPanel(null);
    toast({ title, description });
  };
  const noShow = async () => {
    setBusy(true);
    try {
      const next = await adminBookings.noShow(id);
      await changed(next, 'Marked as No-Show', `${next.customer.name} did not come.`);
    } catch (e) {
      toast({ title: 'Could Not Mark No-Show', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const feeComing =
    !!booking &&
    (booking.fee?.status === 'due' ||
      (!booking.fee && (booking.status === 'no_show' || booking.status === 'cancelled')));
  useFeeRefresh(feeComing, () => mutate());
  const started = booking ? Date.parse(booking.startsAt) <= now : false;
  const ended = booking ? Date.parse(booking.endsAt) <= now : false;
  return (
    <Dialog title="Booking" onClose={onClose} size="lg" testId="booking-detail">
      {error ? <p className="field-error">{errorMessage(error)}</p> : null}
      {!booking ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="stack">
          <dl className="booking-facts-admin">
            <dt>Customer</dt>
            <dd>
              {booking.customer.name}
              {booking.guestBooking ? ' (walk-in)' : ''}
              {booking.customer.phone ? (
                booking.customer.userId && onChat ? (
                  <>
                    {' · '}
                    <button type="button" className="btn btn-link" onClick={() => onChat(booking.customer.userId!)}>
                      {booking.customer.phone}
                    </button>
                  </>
                ) : (
                  ` · ${booking.customer.phone}`
                )
              ) : null}
            </dd>
            <dt>When</dt>
            <dd>
              {formatLongDate(booking.date)}, {formatTime12(booking.startTime)}–{formatTime12(booking.endTime)} (
              {booking.duration} h)
            </dd>
            <dt>Bay</dt>
            <dd>{booking.bay.name}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={booking.status} /> {paymentLabel(booking.paymentStatus)} ·{' '}
              {formatMoney(booking.total)}
              {booking.creditsUsed ? ` · ${booking.creditsUsed} credits` : ''}
            </dd>
            {booking.refundAmount != null ? (
              <>
                <dt>Refund</dt>
                <dd>
                  {formatMoney(booking.refundAmount)} refunded ({booking.refundReason})
                </dd>
              </>
            ) : null}
            {booking.fee ? <BookingFeeFacts fee={booking.fee} /> : null}
          </dl>
          {panel === 'cancel' ? (
            <CancelBookingForm
              booking={booking}
              onBack={() => setPanel(null)}
              onDone={(next) =>
                changed(next, 'Booking Cancelled', `${formatMoney(next.refundAmount ?? '0')} refunded.`)
              }
            />
          ) : panel === 'move' ? (
            <MoveBookingForm
              booking={booking}
              bays={bays}
              onBack={() => setPanel(null)}
              onDone={(next) =>
                changed(
                  next,
                  'Booking Moved',
                  `${next.bay.name}, ${formatLongDate(next.date)} at ${formatTime12(next.startTime)}.`,
                )
              }
            />
          ) : (
            <div className="row">
              {booking.status === 'confirmed' || booking.status === 'no_show' ? (
                <button type="button" className="btn btn-danger" onClick={() => setPanel('cancel')}>
                  Cancel Booking
                </button>
              ) : null}
              {booking.status === 'confirmed' && started ? (
                <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void noShow()}>
                  Mark No-Show
                </button>
              ) : null}
              {booking.status === 'confirmed' && !ended ? (
                <button type="button" className="btn btn-secondary" onClick={() => setPanel('move')}>
                  Move
                </button>
              ) : null}
            </div>
          )}
          <HistoryPanel key={booking.history.length} kind="booking" id={booking.id} />
        </div>
      )}
    </Dialog>
  );
}
