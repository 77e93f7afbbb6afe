import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { waitlistDecider } from './waitlist.decider';

const E1 = '00000000-0000-4000-8000-000000000001';
const E2 = '00000000-0000-4000-8000-000000000002';
const E3 = '00000000-0000-4000-8000-000000000003';
const O1 = '00000000-0000-4000-8000-000000000004';
const O2 = '00000000-0000-4000-8000-000000000005';
const O3 = '00000000-0000-4000-8000-000000000006';
const B1 = '00000000-0000-4000-8000-000000000007';
const now = new Date('2026-12-01T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const given = DeciderSpecification.for(waitlistDecider);

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
  given(
    given([])
      .when({ type: 'JoinWaitlist', entry: request(E1, 'u1'), now })
      .stream(),
  )
    .when({ type: 'JoinWaitlist', entry: request(E2, 'u2', null), now })
    .stream();
const offeredToFirst = () =>
  given(line())
    .when({ type: 'MakeOffer', offer: slot(O1, E1), now })
    .stream();

describe('the waitlist of a venue day', () => {
  it('keeps entries in join order and refuses the same request twice', () => {
    const waiting = given(line());
    expect(waiting.state().order).toEqual([E1, E2]);
    waiting
      .when({ type: 'JoinWaitlist', entry: request(E3, 'u1'), now })
      .thenThrows('You are already on the waitlist for this time.');
    expect(waiting.when({ type: 'JoinWaitlist', entry: request(E3, 'u1', 'other-bay'), now }).decided()).toHaveLength(
      1,
    );
  });

  it('has one live offer per slot, and one offer per entry at a time', () => {
    const offered = given(offeredToFirst());
    expect(offered.state().entries[E1].status).toBe('offered');
    offered
      .when({ type: 'MakeOffer', offer: slot(O2, E2), now })
      .thenThrows('This slot is already offered to someone on the waitlist.');
    offered.when({ type: 'MakeOffer', offer: slot(O3, E1, '2026-12-03T16:00:00Z'), now }).thenNothingHappened();
    expect(
      offered.when({ type: 'MakeOffer', offer: slot(O2, E2, '2026-12-03T16:00:00Z'), now }).decided(),
    ).toHaveLength(1);
  });

  it('expires an offer only once its time is up, and only once', () => {
    const offered = given(offeredToFirst());
    offered.when({ type: 'ExpireOffer', offerId: O1, now: later(10) }).thenNothingHappened();
    const events = offered.when({ type: 'ExpireOffer', offerId: O1, now: later(15) }).stream();
    expect(events.at(-1)!.type).toBe('WaitlistOfferExpired');
    const after = given(events);
    expect(after.state().entries[E1].status).toBe('expired');
    after.when({ type: 'ExpireOffer', offerId: O1, now: later(16) }).thenNothingHappened();
    expect(after.when({ type: 'MakeOffer', offer: slot(O2, E2), now: later(16) }).decided()).toHaveLength(1);
  });

  it("lets only the offer's customer decline it while it is open, and records a booking even just after expiry", () => {
    const offered = given(offeredToFirst());
    offered.when({ type: 'DeclineOffer', offerId: O1, userId: 'u2', now }).thenThrows('Waitlist offer not found.');
    offered.when({ type: 'DeclineOffer', offerId: O1, userId: 'u1', now: later(20) }).thenThrows(/no longer open/);
    expect(offered.when({ type: 'DeclineOffer', offerId: O1, userId: 'u1', now }).decided()[0].type).toBe(
      'WaitlistOfferDeclined',
    );
    const accepted = offered.when({ type: 'AcceptOffer', offerId: O1, bookingId: B1, now: later(16) }).decided();
    expect(accepted[0]).toMatchObject({ type: 'WaitlistOfferAccepted', data: { bookingId: B1 } });
  });

  it('lets a customer leave only their own active entry; an admin removes any', () => {
    const waiting = given(line());
    waiting.when({ type: 'LeaveWaitlist', entryId: E1, userId: 'u2', now }).thenThrows('Waitlist entry not found.');
    const left = given(waiting.when({ type: 'LeaveWaitlist', entryId: E1, userId: 'u1', now }).stream());
    expect(left.state().entries[E1].status).toBe('left');
    left
      .when({ type: 'LeaveWaitlist', entryId: E1, userId: 'u1', now })
      .thenThrows('This waitlist entry is no longer active.');
    const removed = waiting.when({ type: 'LeaveWaitlist', entryId: E2, userId: null, now }).stream();
    expect(given(removed).state().entries[E2].status).toBe('removed');
  });
});
