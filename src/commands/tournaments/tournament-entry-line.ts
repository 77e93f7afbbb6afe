import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { tournamentEntryLineInput } from '../../contracts/checkout';
import { formatVenueSlot } from '../../domain/catalog';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { confirmBooking, releaseBooking } from '../bookings';
import { placeBooking } from '../bookings';
import { planBooking } from '../bookings';
import { lineData, type Buyer, type OrderLineType } from '../checkout';
import { stableId } from '../../lib/stable-id';
import { assertTeamNameFree } from '../../domain/tournaments/tournament.decider';
import { loadTournament, runTournament } from './tournament.commands';

/** The team an entry plays as: the name the buyer gave, or the entrant's own name. */
async function teamNameOf(ctx: AppContext, input: { teamName?: string }, userId: string): Promise<string> {
  if (input.teamName) return input.teamName.replace(/\s+/g, ' ');
  const user = await ctx.knex('users').where({ id: userId }).first('first_name', 'last_name');
  return (`${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || 'Team').replace(/\s+/g, ' ').slice(0, 100);
}

interface EntryLineData {
  tournamentId: string;
  bookingId: string;
  bayId: string;
  date: string;
  startTime: string;
  teamName: string;
  duration: number;
  quote: unknown;
  customer: Buyer['customer'];
}

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;

/** The tournament's fixed start times: from its start, in steps of reservationLength, ending by its end. */
export function entrySlots(t: { startTime: string; endTime: string; reservationLengthMinutes: number }): string[] {
  const slots: string[] = [];
  for (
    let m = minutesOf(t.startTime);
    m + t.reservationLengthMinutes <= minutesOf(t.endTime);
    m += t.reservationLengthMinutes
  )
    slots.push(clock(m));
  return slots;
}

/**
 * A tournament entry: the entry fee buys a place (held on the tournament's stream, so the last
 * places go to exactly as many buyers as there are) and the bay slot for the reservation length.
 * Credits are refused for it (the order says so); a failed payment releases both.
 */
export const tournamentEntryLine: OrderLineType<z.infer<typeof tournamentEntryLineInput>> = {
  type: 'tournament-entry',
  input: tournamentEntryLineInput,
  readModels: ['bookings', 'tournaments'],
  async price(ctx: AppContext, input, buyer, orderId, index) {
    if (!buyer.userId) throw new AppError('TOURNAMENT.SIGN_IN', 'Please sign in to enter a tournament.', 401);
    const state = await loadTournament(ctx, input.tournamentId);
    const t = state.terms;
    if (!t) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
    if (state.status === 'completed') throw new ConflictError('This tournament is over.', 'TOURNAMENT.COMPLETED');
    if (state.status === 'draft')
      throw new ConflictError('Registration for this tournament is not open yet.', 'TOURNAMENT.NOT_OPEN');
    if ([...state.entries.values()].some((e) => e.userId === buyer.userId))
      throw new ConflictError('You are already registered for this tournament.', 'TOURNAMENT.ALREADY_REGISTERED');
    if (state.entries.size >= t.maxParticipants) throw new ConflictError('This tournament is full.', 'TOURNAMENT.FULL');
    const teamName = await teamNameOf(ctx, input, buyer.userId);
    assertTeamNameFree(state, teamName);
    const startTime = input.startTime.length === 5 ? `${input.startTime}:00` : input.startTime;
    if (!entrySlots(t).includes(startTime))
      throw new AppError('TOURNAMENT.INVALID_SLOT', 'Please choose one of the tournament start times.', 400);
    const duration = t.reservationLengthMinutes / 60;
    const plan = await planBooking(
      ctx,
      {
        bayId: input.bayId,
        date: t.date,
        startTime,
        duration,
        userId: buyer.userId,
        ignoreAdvanceWindow: true,
        eventId: t.tournamentId,
        accountCheck: buyer.quoting ? 'quote' : 'new-booking',
      },
      ctx.now(),
    );
    const data: EntryLineData = {
      tournamentId: t.tournamentId,
      bookingId: index === 0 ? orderId : stableId(orderId, 'entry', String(index)),
      bayId: plan.bay.id,
      date: t.date,
      startTime: plan.startTime,
      teamName,
      duration,
      quote: { ...plan.quote, totalCents: t.entryFeeCents, subtotalCents: t.entryFeeCents },
      customer: buyer.customer,
    };
    return {
      type: 'tournament-entry',
      label: `${t.name} entry (${teamName}): ${plan.bay.name}, ${formatVenueSlot(t.date, plan.startTime, plan.endTime)}`,
      amountCents: t.entryFeeCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { tournamentId: t.tournamentId },
    };
  },
  async hold(ctx, line, run) {
    const d = lineData<EntryLineData>(line);
    await runTournament(
      ctx,
      d.tournamentId,
      {
        type: 'HoldPlace',
        entryId: run.orderId,
        userId: run.userId!,
        bookingId: d.bookingId,
        bayId: d.bayId,
        startTime: d.startTime,
        teamName: d.teamName,
      },
      { actor: run.actor },
    );
    await placeBooking(
      ctx,
      {
        bookingId: d.bookingId,
        userId: run.userId,
        bayId: d.bayId,
        date: d.date,
        startTime: d.startTime,
        duration: d.duration,
        quote: d.quote as never,
        status: 'pending',
        paymentStatus: 'pending',
        tournamentId: d.tournamentId,
        isTournamentBooking: true,
        customerType: 'member',
        guestBooking: false,
        firstName: d.customer.firstName,
        lastName: d.customer.lastName,
        email: d.customer.email,
        phoneNumber: d.customer.phoneNumber,
      },
      { actor: run.actor },
    );
    return d.bookingId;
  },
  async fulfil(ctx, line, run, payment) {
    const d = lineData<EntryLineData>(line);
    const { position } = await confirmBooking(
      ctx,
      { bookingId: d.bookingId, bayId: d.bayId, date: d.date },
      {
        paymentStatus: 'paid',
        squarePaymentId: payment.processor === 'square' ? payment.paymentId : null,
        stripePaymentIntentId: payment.processor === 'stripe' ? payment.paymentId : null,
      },
      { actor: run.actor },
    );
    await runTournament(
      ctx,
      d.tournamentId,
      { type: 'ConfirmPlace', entryId: run.orderId, now: ctx.now() },
      { actor: run.actor },
    );
    return { reference: d.bookingId, position };
  },
  async undo(ctx, line, run, reason) {
    const d = lineData<EntryLineData>(line);
    await releaseBooking(ctx, { bookingId: d.bookingId, bayId: d.bayId, date: d.date }, reason, {
      actor: run.actor,
    }).catch((error) => {
      if (!(error instanceof AppError && error.code === 'BOOKING.NOT_FOUND')) throw error;
    });
    await runTournament(
      ctx,
      d.tournamentId,
      { type: 'ReleasePlace', entryId: run.orderId, reason },
      { actor: run.actor },
    );
  },
};
