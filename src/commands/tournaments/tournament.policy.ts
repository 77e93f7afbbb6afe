import { formatAmount } from '../../lib/money';
import type { AppContext } from '../../app-context';
import type { BookingPolicy, SlotRequest } from '../booking-policies';
import { AppError } from '../../lib/errors';
import { activeTournamentOn, activeTournamentsOn } from '../../projections/tournaments/tournaments.queries';
import type { TournamentJson } from '../../projections/tournaments/tournaments.queries';
import { entrySlots } from './tournament-entry-line';

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock12 = (t: string) => {
  const m = minutesOf(t);
  const h = Math.floor(m / 60) % 24;
  return `${h % 12 || 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const hoursText = (minutes: number) => {
  const hours = minutes / 60;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
};
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** Whether [start, start + minutes) meets the tournament's evening, [startTime, endTime). */
const overlaps = (t: TournamentJson, startMinute: number, minutes: number) =>
  startMinute < minutesOf(t.endTime) && startMinute + minutes > minutesOf(t.startTime);

/** The published tournament whose evening this plain booking falls in, if any. */
async function tournamentEveningOf(ctx: AppContext, slot: SlotRequest) {
  if (slot.eventId) return null;
  const start = minutesOf(slot.startTime);
  return (await activeTournamentsOn(ctx.knex, slot.date)).find((t) => overlaps(t, start, slot.duration * 60)) ?? null;
}

/**
 * On a published tournament's evening its bays follow its rules (spec: slots become the tournament's
 * fixed start times, the length is its reservation length, the price its entry fee, no credits): a
 * plain booking that meets the evening is refused and pointed at the entry, which sells exactly that
 * and counts the place. Its entrants book its day even past the usual advance window.
 */
export const tournamentPolicy: BookingPolicy = {
  name: 'tournaments',
  eventOpenOn: (ctx, tournamentId, date) => activeTournamentOn(ctx.knex, tournamentId, date),
  async slotRule(ctx, slot) {
    const t = await tournamentEveningOf(ctx, slot);
    if (!t) return;
    const times = entrySlots({ ...t, reservationLengthMinutes: t.reservationLength }).map(clock12);
    throw new AppError(
      'TOURNAMENT.EVENING',
      `${t.name} has the bays from ${clock12(t.startTime)} to ${clock12(t.endTime)} that day. Enter the tournament instead: ${hoursText(t.reservationLength)} from ${listed(times)} for the ${formatAmount(t.entryFee)} entry fee (credits cannot be used).`,
      409,
      { tournamentId: t.id, startTimes: times, entryFee: t.entryFee, duration: t.reservationLength / 60 },
    );
  },
  async creditRestriction(ctx, _userId, date, time) {
    const start = minutesOf(time);
    const t = (await activeTournamentsOn(ctx.knex, date)).find((x) => overlaps(x, start, 1));
    return t ? { canUse: false, reason: `Credits cannot be used during ${t.name}.` } : null;
  },
};
