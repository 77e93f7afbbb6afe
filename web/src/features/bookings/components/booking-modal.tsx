import { useEffect, useRef, useState } from 'react';
import { CheckoutDialogs, preloadCheckoutDialogs, useCheckout } from '@/components/checkout';
import { Dialog } from '@/components/ui/dialog';
import { formatLongDate } from '@/lib/dates';
import { usePhoneUser } from '@/lib/session/phone-user';
import { Slot } from '@/lib/slots';
import { loadable, whenLoaded } from '@/lib/loadable';
import { enterableOn, useTournaments } from '@/lib/tournaments';
import { TournamentEntryModal } from '@/features/bookings/components/tournament-entry/tournament-entry-modal';
import { actionButton } from '../lib/action-label';
import { clearPending, readPending, savePending } from '../lib/pending-booking';
import { BookingFacts } from './booking-facts';
import { BayStep, DetailsStep, DurationStep, TimeStep } from './booking-steps';
import { useBookWithoutCard } from './use-book-without-card';
import { useBookingSelection } from './use-booking-selection';
import { useWaiverGate } from '@/lib/waiver-gate';

/** Asked for only when a booking needs a card on file first. */
const SaveCardDialog = whenLoaded(
  loadable(() => import('@/components/payment/save-card-dialog').then((m) => m.SaveCardDialog)),
);

interface Props {
  date: string;
  onClose: () => void;
}

/**
 * The booking modal for a day. On a tournament's date it opens in tournament mode (fixed tee times,
 * fixed duration, entry fee, no credits), with a way back to an ordinary bay booking.
 */
export function BookingModal({ date, onClose }: Props) {
  const { tournaments, isLoading, error } = useTournaments();
  // While the customer picks a time and a bay, the sign-in and payment dialogs load.
  useEffect(preloadCheckoutDialogs, []);
  // A booking saved before signing in resumes as an ordinary booking.
  const [regular, setRegular] = useState(() => readPending()?.date === date);
  const open = enterableOn(tournaments, date);
  if (isLoading && !error)
    return (
      <Dialog title={formatLongDate(date)} onClose={onClose} size="lg" testId="booking-modal">
        <div className="skeleton" style={{ height: 96 }} role="status" aria-label="Loading times" />
      </Dialog>
    );
  if (open.length > 0 && !regular)
    return (
      <TournamentEntryModal
        date={date}
        tournaments={open}
        onClose={onClose}
        onRegularBooking={() => setRegular(true)}
      />
    );
  return <BayBookingModal date={date} onClose={onClose} />;
}

/** Pick a start time, a duration and a bay; sign in if needed; pay in the payment dialog (or with credits). */
function BayBookingModal({ date, onClose }: Props) {
  const { user } = usePhoneUser();
  const s = useBookingSelection(date, user);
  // No-show protection: the server asked for a card on file before this booking (its message).
  const [cardNeeded, setCardNeeded] = useState<{ message: string; retry: boolean } | null>(null);
  const { bookWithoutCard, booking } = useBookWithoutCard(date, s, onClose, (message) =>
    setCardNeeded({ message, retry: true }),
  );
  const checkout = useCheckout({
    user,
    order: s.order,
    beforePay: (who) => {
      // The venue's waiver first: the payment waits until it is signed (in place, below).
      if (!waiver.allows(who)) return false;
      clearPending();
      if (s.plan || !s.quote || s.quote.totalCents > 0) return true;
      void bookWithoutCard(who);
      return false;
    },
  });
  const waiver = useWaiverGate(user?.id ?? null, checkout.start);
  const durationRef = useRef<HTMLElement>(null);
  const bayRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLElement>(null);
  const scrollTo = (ref: React.RefObject<HTMLElement | null>) =>
    setTimeout(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }), 50);
  const button = actionButton({
    ready: s.ready && !!s.quote,
    total: s.quote?.total ?? null,
    creditsUsed: s.quote?.creditsUsed ?? 0,
    planName: s.plan?.name ?? null,
  });

  const onAction = () => {
    const booking = s.ready && s.time && s.duration && s.bayId;
    // A plan alone ('Sign Up for {plan}') or a booking, with or without a plan.
    if (!booking && !s.plan) return;
    if (!user && booking)
      savePending({
        date,
        time: s.time!,
        duration: s.duration!,
        bayId: s.bayId!,
        addCreditOffer: s.addCreditOffer,
        planId: s.plan?.id ?? null,
      });
    checkout.start();
  };

  return (
    <Dialog
      title={formatLongDate(date)}
      description="Pick a start time, how long you want to play, and a bay."
      onClose={onClose}
      size="lg"
      testId="booking-modal"
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block btn-lg"
          disabled={button.disabled || booking || s.quoteLoading || waiver.needed}
          onClick={onAction}
          data-testid="booking-action"
        >
          {booking ? 'Booking…' : waiver.needed ? 'Sign the waiver to book' : button.label}
        </button>
      }
    >
      <div className="booking-sections">
        <TimeStep s={s} onChosen={() => scrollTo(durationRef)} />
        <DurationStep s={s} sectionRef={durationRef} onChosen={() => scrollTo(bayRef)} />
        <BayStep s={s} sectionRef={bayRef} onChosen={() => scrollTo(detailsRef)} />
        <DetailsStep s={s} sectionRef={detailsRef} user={user} />
        <Slot name="waivers.booking-gate" userId={user?.id ?? null} onChange={waiver.onChange} />
      </div>
      {cardNeeded && user ? (
        <SaveCardDialog
          userId={user.id}
          reason={cardNeeded.message}
          saveLabel={cardNeeded.retry ? 'Save Card and Book' : 'Save Card'}
          onClose={() => setCardNeeded(null)}
          onSaved={() => {
            const retry = cardNeeded.retry;
            setCardNeeded(null);
            if (retry) void bookWithoutCard(user);
          }}
        />
      ) : null}
      <CheckoutDialogs
        checkout={checkout}
        signInReason="Sign in or create an account to finish your booking."
        payment={{
          details: <BookingFacts facts={s.facts} />,
          coupon: s.coupon,
          onCouponChange: s.setCoupon,
          confirmLabel: 'Confirm Booking',
          cardRequiredFor: s.plan ? 'membership renewals' : undefined,
          successTitle: s.plan ? 'Membership Started!' : undefined,
          successText: s.plan
            ? `${s.ready ? 'Your booking is confirmed and your' : 'Your'} ${s.plan.name} membership is now active.`
            : 'Your booking has been confirmed!',
          onCardRequired: (message) => setCardNeeded({ message, retry: false }),
        }}
        onPaid={onClose}
        receipt="booking"
      />
    </Dialog>
  );
}
