import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatVenueTime } from '@/lib/venue-time';
import type { PhoneUser } from '@/lib/session/phone-user';
import { Slot } from '@/lib/slots';
import { useWaiverGate } from '@/lib/waiver-gate';
import { declineOffer, useWaitlistOffer } from '../api/waitlist';

const CLOSED: Record<string, string> = {
  booked: 'You booked this slot. See you there!',
  expired: 'This offer has expired and the slot has passed to the next customer in line.',
  declined: 'You declined this offer; the slot has passed to the next customer in line.',
  closed: 'This offer is no longer open.',
};

const clock = (iso: string) => formatVenueTime(iso);

/** The offered slot, held for the customer until it expires: book it (the normal payment) or pass it on. */
export function OfferPanel({ offerId, user }: { offerId: string; user: PhoneUser }) {
  const { offer, error, isLoading, mutate } = useWaitlistOffer(offerId, true);
  // The venue's waiver first: booking the slot waits until it is signed (in place, below).
  const checkout = useCheckout({
    user,
    order: { lines: [{ type: 'waitlist-offer', offerId }] },
    beforePay: (who) => waiver.allows(who),
  });
  const waiver = useWaiverGate(user.id, checkout.start);
  const [busy, setBusy] = useState(false);
  if (error)
    return (
      <p className="alert alert-error" role="alert">
        {errorMessage(error, 'This offer could not be found.')}
      </p>
    );
  if (isLoading || !offer) return <p className="muted">Loading your offer…</p>;

  const slot = `${formatTime12(offer.startTime.slice(0, 5))}-${formatTime12(offer.endTime.slice(0, 5))}`;
  const decline = async () => {
    setBusy(true);
    try {
      await mutate(await declineOffer(offerId), { revalidate: false });
      toast({ title: 'Offer Declined', description: 'The slot passes to the next customer in line.' });
    } catch (e) {
      toast({ title: 'Could Not Decline', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack waitlist-offer" data-testid="waitlist-offer">
      <dl className="facts">
        <dt>Date</dt>
        <dd>{formatLongDate(offer.date)}</dd>
        <dt>Time</dt>
        <dd>{slot}</dd>
        <dt>Bay</dt>
        <dd>{offer.bayName ?? 'Bay'}</dd>
      </dl>
      {offer.status === 'open' ? (
        <>
          <p role="status">Held for you until {clock(offer.expiresAt)}.</p>
          <Slot name="waivers.booking-gate" userId={user.id} onChange={waiver.onChange} />
          <div className="row">
            <button type="button" className="btn btn-primary" disabled={waiver.needed} onClick={checkout.start}>
              Book This Slot
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void decline()}>
              No Thanks
            </button>
          </div>
        </>
      ) : (
        <p className="alert" role="status">
          {CLOSED[offer.status]} {offer.status === 'booked' ? <Link to="/my-account">Your bookings</Link> : null}
        </p>
      )}
      <CheckoutDialogs
        checkout={checkout}
        payment={{
          details: (
            <p className="small">
              {offer.bayName ?? 'Bay'}, {formatLongDate(offer.date)}, {slot}
            </p>
          ),
          confirmLabel: 'Confirm Booking',
          successText: 'Your booking has been confirmed!',
        }}
        receipt="waitlist-offer"
      />
    </div>
  );
}
