import { waitlistDecider, type WaitlistCommand, type WaitlistState } from './waitlist.decider';
import type { WaitlistEventLike } from './waitlist.events';

const E1 = '00000000-0000-4000-8000-000000000001';
const E2 = '00000000-0000-4000-8000-000000000002';
const E3 = '00000000-0000-4000-8000-000000000003';
const O1 = '00000000-0000-4000-8000-000000000004';
const O2 = '00000000-0000-4000-8000-000000000005';
const O3 = '00000000-0000-4000-8000-000000000006';
const B1 = '00000000-0000-4000-8000-000000000007';
const now = new Date('2026-12-01T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const given = (events: WaitlistEventLike[]): WaitlistState =>
  events.reduce(waitlistDecider.evolve, waitlistDecider.initialState());
const when = (state: WaitlistState, command: WaitlistCommand) => waitlistDecider.decide(command, state);
/** The log after a command: what was there, and what the command decided. */
const then = (events: WaitlistEventLike[], command: WaitlistCommand) => [...events, ...when(given(events), command)];

const request = (entryId: string, userId: string, bayId: string | null = 'bay') => ({
  entryId,
  userId,
  date: '2026-12-03',
  earliestStart: '10:00:00',
  latestStart: '12:00:00',
  duration: 1,
  bayId,
});
const slot = (offerId: string, entryId: string, startsAt = '2026-12-03T15:00:00Z') => ({
  offerId,
  entryId,
  date: '2026-12-03',
  bayId: 'bay',
  startTime: '10:00:00',
  duration: 1,
  startsAt: Date.parse(startsAt),
  endsAt: Date.parse(startsAt) + 3_600_000,
  expiresAt: now.getTime() + 15 * 60_000,
});

/** Two customers in line: e1 (u1, one bay) first, then e2 (u2, any bay). */
const line = () =>
  then(then([], { type: 'JoinWaitlist', entry: request(E1, 'u1'), now }), {
    type: 'JoinWaitlist',
    entry: request(E2, 'u2', null),
    now,
  });
const offeredToFirst = () => then(line(), { type: 'MakeOffer', offer: slot(O1, E1), now });

describe('the waitlist of a venue day', () => {
  it('keeps entries in join order and refuses the same request twice', () => {
    const state = given(line());
    expect(state.order).toEqual([E1, E2]);
    expect(() => when(state, { type: 'JoinWaitlist', entry: request(E3, 'u1'), now })).toThrow(
      'You are already on the waitlist for this time.',
    );
    expect(when(state, { type: 'JoinWaitlist', entry: request(E3, 'u1', 'other-bay'), now })).toHaveLength(1);
  });

  it('has one live offer per slot, and one offer per entry at a time', () => {
    const offered = given(offeredToFirst());
    expect(offered.entries[E1].status).toBe('offered');
    expect(() => when(offered, { type: 'MakeOffer', offer: slot(O2, E2), now })).toThrow(
      'This slot is already offered to someone on the waitlist.',
    );
    expect(when(offered, { type: 'MakeOffer', offer: slot(O3, E1, '2026-12-03T16:00:00Z'), now })).toEqual([]);
    expect(when(offered, { type: 'MakeOffer', offer: slot(O2, E2, '2026-12-03T16:00:00Z'), now })).toHaveLength(1);
  });

  it('expires an offer only once its time is up, and only once', () => {
    const offered = given(offeredToFirst());
    expect(when(offered, { type: 'ExpireOffer', offerId: O1, now: later(10) })).toEqual([]);
    const events = then(offeredToFirst(), { type: 'ExpireOffer', offerId: O1, now: later(15) });
    expect(events.at(-1)!.type).toBe('WaitlistOfferExpired');
    const after = given(events);
    expect(after.entries[E1].status).toBe('expired');
    expect(when(after, { type: 'ExpireOffer', offerId: O1, now: later(16) })).toEqual([]);
    expect(when(after, { type: 'MakeOffer', offer: slot(O2, E2), now: later(16) })).toHaveLength(1);
  });

  it("lets only the offer's customer decline it while it is open, and records a booking even just after expiry", () => {
    const offered = given(offeredToFirst());
    expect(() => when(offered, { type: 'DeclineOffer', offerId: O1, userId: 'u2', now })).toThrow(
      'Waitlist offer not found.',
    );
    expect(() => when(offered, { type: 'DeclineOffer', offerId: O1, userId: 'u1', now: later(20) })).toThrow(
      /no longer open/,
    );
    expect(when(offered, { type: 'DeclineOffer', offerId: O1, userId: 'u1', now })[0].type).toBe(
      'WaitlistOfferDeclined',
    );
    const accepted = when(offered, { type: 'AcceptOffer', offerId: O1, bookingId: B1, now: later(16) });
    expect(accepted[0]).toMatchObject({ type: 'WaitlistOfferAccepted', data: { bookingId: B1 } });
  });

  it('lets a customer leave only their own active entry; an admin removes any', () => {
    const state = given(line());
    expect(() => when(state, { type: 'LeaveWaitlist', entryId: E1, userId: 'u2', now })).toThrow(
      'Waitlist entry not found.',
    );
    const left = given(then(line(), { type: 'LeaveWaitlist', entryId: E1, userId: 'u1', now }));
    expect(left.entries[E1].status).toBe('left');
    expect(() => when(left, { type: 'LeaveWaitlist', entryId: E1, userId: 'u1', now })).toThrow(
      'This waitlist entry is no longer active.',
    );
    expect(given(then(line(), { type: 'LeaveWaitlist', entryId: E2, userId: null, now })).entries[E2].status).toBe(
      'removed',
    );
  });
});
