import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { Dialog } from '@/components/ui/dialog';
import { formatLongDate } from '@/lib/dates';
import { Slot } from '@/lib/slots';
import { useWaiverGate } from '@/lib/waiver-gate';
import { BookingFacts } from '@/features/bookings/components/booking-facts';
import type { Tournament } from '@/lib/tournaments';
import { TournamentBanner } from './tournament-banner';
import { EntryDetailsStep, TeeTimeSteps } from './tournament-entry-steps';
import { useTournamentEntry } from './use-tournament-entry';

interface Props {
  date: string;
  tournaments: Tournament[];
  onClose: () => void;
  /** Leave tournament mode for an ordinary bay booking on the same day. */
  onRegularBooking: () => void;
}

/**
 * The booking modal on a tournament's date (spec: "Tournament date"): the tournament's fixed start
 * times, the duration fixed to its reservation length, credits disabled, and the entry fee as the
 * price. Paying books the bay slot and registers the customer.
 */
export function TournamentEntryModal({ date, tournaments, onClose, onRegularBooking }: Props) {
  const e = useTournamentEntry(date, tournaments);
  const { tournament, button, full, registered } = e;
  // The venue's waiver first: the entry waits until it is signed (in place, below).
  const checkout = useCheckout({ user: e.user, order: e.order, beforePay: (who) => waiver.allows(who) });
  const waiver = useWaiverGate(e.user?.id ?? null, checkout.start);

  return (
    <Dialog
      title={formatLongDate(date)}
      description={`Tournament day: ${tournament.name}. Pick your tee time and bay.`}
      onClose={onClose}
      size="lg"
      testId="booking-modal"
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block btn-lg"
          disabled={button.disabled || e.priced.isLoading || full || registered || waiver.needed}
          onClick={checkout.start}
          data-testid="booking-action"
        >
          {registered ? 'You are registered' : full ? 'Tournament Full' : button.label}
        </button>
      }
    >
      <div className="booking-sections" data-testid="tournament-mode">
        <TournamentBanner e={e} tournaments={tournaments} onRegularBooking={onRegularBooking} />
        <TeeTimeSteps e={e} />
        <EntryDetailsStep e={e} />
        <Slot name="waivers.booking-gate" userId={e.user?.id ?? null} onChange={waiver.onChange} />
      </div>
      <CheckoutDialogs
        checkout={checkout}
        signInReason="Sign in or create an account to enter the tournament."
        payment={{
          details: <BookingFacts facts={e.facts} />,
          confirmLabel: 'Confirm Entry',
          successTitle: "You're In!",
          successText: `You are registered for ${tournament.name}.`,
        }}
        onPaid={onClose}
        receipt="tournament-entry"
      />
    </Dialog>
  );
}
