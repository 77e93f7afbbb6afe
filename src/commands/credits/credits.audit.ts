import { creditsDecider, totalCredits, type CreditsState } from '../../domain/credits/credits.decider';
import { creditsStream, type CreditsEventLike } from '../../domain/credits/credits.events';
import type { RecordedEvent } from '../../eventstore/types';
import { foldEvents, ofStream, type AuditSubject } from '../audit-subject';

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

/** A customer's credits: its history carries the balances after each event. */
export const creditsAuditSubject: AuditSubject = {
  kind: 'credits',
  rank: 20,
  events: (ctx, id) => ofStream(ctx, creditsStream(ctx.config.VENUE_ID, id)),
  mayBeEmpty: true,
  itemExtras: (events) => new Map([...runningBalances(events)].map(([id, balances]) => [id, { balances }])),
  asOf: (_ctx, { events }) => creditBalances(foldEvents(creditsDecider, events)),
};
