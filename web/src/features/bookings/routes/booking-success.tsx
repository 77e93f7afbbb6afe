import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useBookingDetails } from '@/features/bookings/api/booking-details';
import { Slot } from '@/lib/slots';

export function BookingSuccessRoute() {
  const [params] = useSearchParams();
  const id = params.get('booking_id');
  const { booking, isLoading } = useBookingDetails(id);

  if (id && isLoading) {
    return (
      <div className="container narrow-page center">
        <Spinner label="Loading your booking…" />
      </div>
    );
  }
  if (!booking) {
    return (
      <div className="container narrow-page">
        <section className="card center">
          <h1>Booking Not Found</h1>
          <p className="muted">We could not find that booking. It may belong to another account.</p>
          <Link to="/" className="btn btn-primary">
            Return to Home
          </Link>
        </section>
      </div>
    );
  }
  const customer = [booking.user?.firstName ?? booking.firstName, booking.user?.lastName ?? booking.lastName]
    .filter(Boolean)
    .join(' ');
  const credits = booking.usedCredits ?? booking.creditsUsed ?? 0;
  const receipt = booking.receipt ?? null;
  return (
    <div className="container narrow-page">
      <section className="card receipt" aria-labelledby="receipt-title">
        <div className="receipt-check" aria-hidden="true">
          ✓
        </div>
        <h1 id="receipt-title" className="center">
          {Number(booking.totalAmount ?? 0) > 0 &&
          (booking.paymentStatus === 'paid' || booking.paymentStatus === 'completed')
            ? 'Payment Confirmed'
            : 'Booking Confirmed'}
        </h1>
        <p className="center muted">See you on the tee! Your receipt is on its way by text and email.</p>
        <dl className="receipt-list">
          <div>
            <dt>Date</dt>
            <dd>{formatLongDate(booking.date)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>
              {formatTime12(booking.startTime)} – {formatTime12(booking.endTime)}
            </dd>
          </div>
          <div>
            <dt>Bay</dt>
            <dd>{booking.bay?.name ?? booking.bayName ?? 'Bay Booking'}</dd>
          </div>
          {booking.status === 'confirmed' ? <Slot name="door-access.door-code" bookingId={booking.id} /> : null}
          {booking.tournamentId && booking.userId ? (
            <Slot name="tournaments.entry-scorer-code" bookingId={booking.id} userId={booking.userId} />
          ) : null}
          {receipt ? (
            <>
              {receipt.lines.map((line, i) => (
                <div key={i}>
                  <dt>{line.label}</dt>
                  <dd>{formatMoney(line.amount)}</dd>
                </div>
              ))}
              {receipt.adjustments.map((a, i) => (
                <div key={`a${i}`}>
                  <dt>{a.label}</dt>
                  <dd>{formatMoney(a.amount)}</dd>
                </div>
              ))}
              <div>
                <dt>Total paid</dt>
                <dd data-testid="total-paid">{formatMoney(receipt.charged)}</dd>
              </div>
              {receipt.paidWith.length ? (
                <div>
                  <dt>Paid with</dt>
                  <dd>{receipt.paidWith.join(', ')}</dd>
                </div>
              ) : null}
            </>
          ) : (
            <div>
              <dt>Total paid</dt>
              <dd data-testid="total-paid">
                {formatMoney(booking.totalAmount ?? '0')}
                {credits ? ` + ${credits} credit${credits === 1 ? '' : 's'}` : ''}
              </dd>
            </div>
          )}
          <div>
            <dt>Payment status</dt>
            <dd className="capitalize">{booking.paymentStatus ?? '—'}</dd>
          </div>
          {customer ? (
            <div>
              <dt>Customer</dt>
              <dd>{customer}</dd>
            </div>
          ) : null}
          <div>
            <dt>Reference</dt>
            <dd>
              <code>{booking.reference ?? booking.id}</code>
            </dd>
          </div>
        </dl>
        <div className="row receipt-actions">
          <Link to="/" className="btn btn-primary">
            Return to Home
          </Link>
          {booking.status !== 'cancelled' && booking.status !== 'released' ? (
            <Slot name="calendar.add-to-calendar" bookingId={booking.id} />
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
            Print Receipt
          </button>
        </div>
      </section>
    </div>
  );
}
