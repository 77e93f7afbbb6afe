import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import type { AsOfAnswer, AuditKind } from '../../contracts/audit/audit';
import { evolve as evolveBayDay, type BayDayState } from '../../domain/bookings/bay-day.state';
import type { BayDayEvent } from '../../domain/bookings/booking.events';
import { couponDecider } from '../../domain/coupons/coupon.decider';
import { creditsDecider, totalCredits, type CreditsState } from '../../domain/credits/credits.decider';
import type { CreditsEventLike } from '../../domain/credits/credits.events';
import { giftCardDecider } from '../../domain/gift-cards/gift-card.decider';
import { membershipDecider } from '../../domain/memberships/membership.decider';
import { timeclockDecider } from '../../domain/staff/timeclock';
import type { RecordedEvent } from '../../eventstore/types';
import { ValidationError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import { inOrder, occurredAt } from './audit-trail';
import type { SubjectEvents } from './audit-subjects';

type Evolvable<S> = { initialState: () => S; evolve: (s: S, e: never) => S };
const fold = <S>(d: Evolvable<S>, events: RecordedEvent[]): S =>
  events.reduce((s, e) => d.evolve(s, e as never), d.initialState());

/** Credits balances per bucket, as GET /api/credits answers them, plus the total. */
export const creditBalances = (s: CreditsState) => ({ ...s.balances, total: totalCredits(s) });

/** Folds a credits stream forward: the balances after each event (the ledger's running balance). */
export function runningBalances(events: RecordedEvent[]) {
  let state = creditsDecider.initialState();
  return new Map(
    events.map((e) => {
      state = creditsDecider.evolve(state, e as unknown as CreditsEventLike);
      return [e.eventId, creditBalances(state)];
    }),
  );
}

/**
 * The subject as it stood at `at`: its events up to then folded through the same evolve functions the
 * commands decide with, so the answer is what the aggregate itself believed at that instant.
 */
export function asOf(ctx: AppContext, kind: AuditKind, id: string, subject: SubjectEvents, at: string): AsOfAnswer {
  const cutoff = Date.parse(at);
  const upTo = (events: RecordedEvent[]) => inOrder(ctx, events).filter((e) => Date.parse(occurredAt(e)) <= cutoff);
  const events = upTo(subject.events);
  const answer = (state: unknown): AsOfAnswer => ({
    kind,
    id,
    at: new Date(cutoff).toISOString(),
    eventCount: events.length,
    state: events.length ? state : null,
  });
  switch (kind) {
    case 'booking':
      return answer(bookingAsOf(ctx, id, subject, upTo));
    case 'credits':
      return answer(creditBalances(fold(creditsDecider, events)));
    case 'gift-card': {
      const s = fold(giftCardDecider, events);
      if (s.status === 'none') return answer(null);
      return answer({
        code: s.card.code,
        balance: toDecimalString(s.balanceCents),
        originalAmount: toDecimalString(s.card.amountCents),
        issuedTo: s.card.recipientName,
        voided: s.voided,
      });
    }
    case 'membership':
      return answer(fold(membershipDecider, events));
    case 'coupon':
      return answer(fold(couponDecider, events));
    case 'timeclock':
    case 'timeclock-entry': {
      const s = fold(timeclockDecider, events);
      const entries = [...s.entries].map(([entryId, e]) => ({ entryId, ...e }));
      return answer(kind === 'timeclock' ? { open: s.open, entries } : (entries[0] ?? null));
    }
    case 'tournament':
      throw new ValidationError(
        'A tournament has its history only; pick a booking, balance, gift card, membership or timeclock entry.',
        'AUDIT.NO_AS_OF',
      );
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

/** The booking on whichever bay-day stream held it at that instant (a move takes it off the old one). */
function bookingAsOf(
  ctx: AppContext,
  bookingId: string,
  subject: SubjectEvents,
  upTo: (events: RecordedEvent[]) => RecordedEvent[],
) {
  const zone = ctx.config.VENUE_TIMEZONE;
  for (const s of subject.booking?.bayDay ?? []) {
    const state = upTo(s.events).reduce<BayDayState>((st, e) => evolveBayDay(st, e as unknown as BayDayEvent), {
      bookings: {},
      holds: {},
    });
    const b = state.bookings[bookingId];
    if (!b) continue;
    const local = (t: number) => DateTime.fromMillis(t, { zone }).toFormat('HH:mm');
    return {
      id: bookingId,
      bayId: s.bayId,
      date: DateTime.fromMillis(b.startsAt, { zone }).toISODate(),
      startTime: local(b.startsAt),
      endTime: local(b.endsAt),
      status: b.status,
      paymentStatus: b.paymentStatus,
      totalAmount: toDecimalString(b.totalAmountCents),
      creditsUsed: b.creditsUsed,
    };
  }
  return null;
}
