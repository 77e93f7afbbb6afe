import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { TrophyIcon } from '@/components/ui/icons';
import { fetcher } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { usePhoneUser, type PhoneUser } from '@/lib/session/phone-user';
import { useOwnedCredits } from '@/lib/session/user-credits';
import { PhoneSignInDialog } from '@/components/phone-sign-in/phone-sign-in-dialog';
import { BayList } from '@/features/bookings/components/bay-list';
import { BookingFacts } from '@/features/bookings/components/booking-facts';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { StepTitle } from '@/features/bookings/components/step-title';
import { TimeSlotGrid } from '@/features/bookings/components/time-slot-grid';
import { useDayAvailability } from '@/features/bookings/api/day-availability';
import { useBookingDone } from '@/lib/booking/use-booking-done';
import type { Quote } from '@/features/bookings/api/types';
import { actionButton } from '@/features/bookings/lib/action-label';
import type { GiftCardBalance } from '@/lib/payments/gift-cards';
import { fulfilledOf, useOrderQuote, type OrderChoice } from '@/lib/payments/orders';
import { GiftCardBox } from '@/components/payment/gift-card-box';
import { PaymentDialog } from '@/components/payment/payment-dialog';
import { formatName, useEntrySlots, type Tournament } from '@/lib/tournaments';
import { feeQuote, summaryQuote } from './entry-quote';
import { TeamNameField, useTeamName } from './team-name-field';

export const RESUME_DELAY_MS = 500;

interface Props {
  date: string;
  tournaments: Tournament[];
  onClose: () => void;
  /** Leave tournament mode for an ordinary bay booking on the same day. */
  onRegularBooking: () => void;
}

const hhmm = (t: string) => t.slice(0, 5);

/**
 * The booking modal on a tournament's date (spec: "Tournament date"): the tournament's fixed start
 * times, the duration fixed to its reservation length, credits disabled, and the entry fee as the
 * price. Paying books the bay slot and registers the customer.
 */
export function TournamentEntryModal({ date, tournaments, onClose, onRegularBooking }: Props) {
  const [tournamentId, setTournamentId] = useState(tournaments[0].id);
  const tournament = tournaments.find((t) => t.id === tournamentId) ?? tournaments[0];
  const { user } = usePhoneUser();
  const owned = useOwnedCredits(user);
  const { entry, error: entryError } = useEntrySlots(tournament.id);
  const [time, setTime] = useState<string | null>(null);
  const hours = tournament.reservationLength / 60;
  const availability = useDayAvailability(date, time, hours, tournament.id);
  const [bayId, setBayId] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCardBalance | null>(null);
  const [signIn, setSignIn] = useState(false);
  const [paying, setPaying] = useState(false);
  const done = useBookingDone();
  const mine = useSWR(user ? `/api/user-tournaments/${encodeURIComponent(user.id)}` : null, fetcher<Tournament[]>);
  const registered = Boolean(mine.data?.some((t) => t.id === tournament.id));
  const team = useTeamName(user);

  // The tournament's start times, as the day's availability sees them (past ones are left out there).
  const fixed = new Set((entry?.slots ?? []).map(hhmm));
  const slots = availability.slots.filter((s) => fixed.has(s.time));
  const timed = availability.bayOptions;
  const bay = timed.find((o) => o.bay.id === bayId);
  const full = entry !== null && entry.placesLeft <= 0;
  const slotReady = Boolean(time && bay?.free) && !full && !registered;
  const ready = slotReady && team.name !== '';
  const entryOrder = (teamName: string): OrderChoice | null =>
    slotReady && time && bayId
      ? {
          lines: [
            {
              type: 'tournament-entry',
              tournamentId: tournament.id,
              bayId,
              startTime: `${time}:00`,
              ...(teamName ? { teamName } : {}),
            },
          ],
          creditsUsed: 0,
          giftCardCode: giftCard?.code ?? null,
        }
      : null;
  const order = ready ? entryOrder(team.name) : null;
  // Priced (and the name checked free) once typing pauses; the price shows before a name is given.
  const priced = useOrderQuote(user ? entryOrder(team.settled) : null);
  const fee = entry?.entryFee ?? tournament.entryFee;
  const quote: Quote | null = priced.quote ? summaryQuote(priced.quote) : slotReady && !user ? feeQuote(fee) : null;
  const button =
    slotReady && quote && !team.name
      ? { label: 'Enter a Team Name', disabled: true }
      : actionButton({ ready: ready && !!quote, total: quote?.total ?? null, creditsUsed: 0, planName: null });
  const facts = {
    date,
    time,
    endTime: (time && slots.find((s) => s.time === time)?.endTime) || null,
    duration: hours,
    bayName: bay?.bay.name ?? null,
  };

  const proceed = (who: PhoneUser | null) => {
    if (who && order) setPaying(true);
  };

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
          disabled={button.disabled || priced.isLoading || full || registered}
          onClick={() => (user ? proceed(user) : setSignIn(true))}
          data-testid="booking-action"
        >
          {registered ? 'You are registered' : full ? 'Tournament Full' : button.label}
        </button>
      }
    >
      <div className="booking-sections" data-testid="tournament-mode">
        <section className="card stack tournament-banner" aria-labelledby="tournament-title">
          {tournaments.length > 1 ? (
            <label className="field">
              <span className="label">Tournament</span>
              <select
                className="input"
                value={tournament.id}
                onChange={(e) => {
                  setTournamentId(e.target.value);
                  setTime(null);
                  setBayId(null);
                }}
              >
                {tournaments.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <h3 id="tournament-title" className="row" style={{ margin: 0, gap: 8 }}>
            <TrophyIcon size={20} /> {tournament.name}
          </h3>
          <p className="muted small" style={{ margin: 0 }}>
            {formatName(tournament)} · {tournament.numberOfHoles} holes · {formatTime12(tournament.startTime)} –{' '}
            {formatTime12(tournament.endTime)} · entry {formatMoney(fee)}
            {tournament.skinsEnabled ? ` · skins pot ${formatMoney(tournament.skinsPot)}` : ''}
            {entry ? ` · ${entry.placesLeft} of ${tournament.maxParticipants} places left` : ''}
          </p>
          {tournament.description ? (
            <p className="small" style={{ margin: 0 }}>
              {tournament.description}
            </p>
          ) : null}
          <div className="row small">
            <Link to={`/tournament/${tournament.id}/leaderboard`}>Leaderboard</Link>
            <button type="button" className="btn btn-link btn-sm" onClick={onRegularBooking}>
              Book a regular bay instead
            </button>
          </div>
          {registered ? (
            <p className="alert alert-success" role="status" style={{ margin: 0 }}>
              You are registered for this tournament. See you on the tee!
            </p>
          ) : full ? (
            <p className="alert alert-warn" role="status" style={{ margin: 0 }}>
              This tournament is full.
            </p>
          ) : null}
        </section>
        <section aria-labelledby="time-title">
          <StepTitle id="time-title" step={1}>
            Tee time
          </StepTitle>
          {entryError || availability.error ? (
            <p className="alert alert-error" role="alert">
              Unable to load the tournament's times. Please try again.
            </p>
          ) : !entry || availability.loading ? (
            <div className="skeleton" style={{ height: 64 }} role="status" aria-label="Loading times" />
          ) : (
            <TimeSlotGrid
              slots={slots}
              selected={time}
              onSelect={(t) => {
                setTime(t);
                setBayId(null);
              }}
            />
          )}
        </section>
        <section aria-labelledby="duration-title">
          <StepTitle id="duration-title" step={2}>
            Duration
          </StepTitle>
          <p style={{ margin: 0 }} data-testid="tournament-duration">
            <strong>
              {hours} hour{hours === 1 ? '' : 's'}
            </strong>{' '}
            <span className="muted small">fixed for the tournament</span>
          </p>
        </section>
        <section aria-labelledby="bay-title">
          <StepTitle id="bay-title" step={3}>
            Bay
          </StepTitle>
          {time ? (
            <BayList options={timed} value={bayId} onChange={setBayId} fixedPrice={formatMoney(fee)} />
          ) : (
            <p className="muted small">Choose a tee time to see which bays are free.</p>
          )}
        </section>
        <section aria-labelledby="details-title" className="stack">
          <StepTitle id="details-title" step={4}>
            Details
          </StepTitle>
          <TeamNameField team={team} />
          {user && owned > 0 ? (
            <label className="checkbox credits-toggle is-disabled">
              <input type="checkbox" checked={false} disabled readOnly />
              Use my credits ({owned} available)
            </label>
          ) : null}
          <p className="muted small" style={{ margin: 0 }}>
            Credits cannot be used for tournament entries.
          </p>
          <GiftCardBox
            applied={giftCard}
            amountToUse={
              giftCard ? (priced.quote?.adjustments.find((a) => /gift/i.test(a.label))?.amount ?? null) : null
            }
            onApply={setGiftCard}
            onRemove={() => setGiftCard(null)}
          />
          <BookingSummary facts={facts} quote={quote} error={priced.error} loading={priced.isLoading} />
          {!user ? <p className="muted small">You will sign in with your phone number before paying.</p> : null}
        </section>
      </div>
      {signIn ? (
        <PhoneSignInDialog
          reason="Sign in or create an account to enter the tournament."
          onClose={() => setSignIn(false)}
          onSignedIn={(u) => {
            setSignIn(false);
            setTimeout(() => proceed(u), RESUME_DELAY_MS);
          }}
        />
      ) : null}
      {paying && user && order ? (
        <PaymentDialog
          order={order}
          userId={user.id}
          details={<BookingFacts facts={facts} />}
          confirmLabel="Confirm Entry"
          successTitle="You're In!"
          successText={`You are registered for ${tournament.name}.`}
          onClose={() => setPaying(false)}
          onPaid={async (paid) => {
            setPaying(false);
            onClose();
            await done(fulfilledOf(paid, 'tournament-entry') ?? undefined);
          }}
        />
      ) : null}
    </Dialog>
  );
}
