import { useState } from 'react';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import { usePhoneUser } from '@/lib/session/phone-user';
import { useOwnedCredits } from '@/lib/session/user-credits';
import { useDayAvailability } from '@/features/bookings/api/day-availability';
import type { Quote } from '@/features/bookings/api/types';
import { actionButton } from '@/features/bookings/lib/action-label';
import type { GiftCardBalance } from '@/lib/payments/gift-cards';
import { useOrderQuote, type OrderChoice } from '@/lib/payments/orders';
import { useEntrySlots, type Tournament } from '@/lib/tournaments';
import { feeQuote, summaryQuote } from './entry-quote';
import { useTeamName } from './team-name-field';

const hhmm = (t: string) => t.slice(0, 5);

/** A tournament entry's choices (tournament, tee time, bay, team, gift card), its order and its price. */
export function useTournamentEntry(date: string, tournaments: Tournament[]) {
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
  const chooseTournament = (id: string) => {
    setTournamentId(id);
    setTime(null);
    setBayId(null);
  };
  const chooseTime = (t: string) => {
    setTime(t);
    setBayId(null);
  };

  return {
    ...{ tournament, user, owned, entry, entryError, availability, slots, timed, time, bayId, setBayId, hours },
    ...{ giftCard, setGiftCard, registered, team, full, order, priced, fee, quote, button, facts },
    ...{ chooseTournament, chooseTime },
  };
}

export type TournamentEntry = ReturnType<typeof useTournamentEntry>;
