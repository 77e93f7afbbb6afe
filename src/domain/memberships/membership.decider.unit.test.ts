import {
  membershipDecider,
  monthAfter,
  RETRY_AFTER_DAYS,
  type MembershipCommand,
  type MembershipState,
  type PlanTerms,
} from './membership.decider';
import type { MembershipEventLike } from './membership.events';

const zone = 'America/New_York';
const member: PlanTerms = { planId: 'member', planName: 'Member', feeCents: 4900, freeCredits: 2 };
const premium: PlanTerms = { planId: 'premium', planName: 'Premium', feeCents: 9900, freeCredits: 4 };
const jan31 = new Date('2027-01-31T15:00:00Z');

function run(history: MembershipEventLike[], command: MembershipCommand) {
  const state = history.reduce(membershipDecider.evolve, membershipDecider.initialState());
  const events = membershipDecider.decide(command, state);
  return { events, state: events.reduce(membershipDecider.evolve, state), history: [...history, ...events] };
}
const start = (plan = member, orderId = 'order-1', now = jan31): MembershipCommand => ({
  type: 'StartMembership',
  userId: 'u1',
  plan,
  orderId,
  paymentId: 'pay-1',
  zone,
  now,
});
const stateOf = (history: MembershipEventLike[]): MembershipState =>
  history.reduce(membershipDecider.evolve, membershipDecider.initialState());

describe('the membership decider', () => {
  it('subscribes for one calendar month in the venue time zone, once per order', () => {
    const started = run([], start());
    expect(started.state).toMatchObject({
      status: 'active',
      planId: 'member',
      periodStart: '2027-01-31T15:00:00.000Z',
      // Jan 31 + 1 month = Feb 28 (same local time).
      periodEnd: '2027-02-28T15:00:00.000Z',
    });
    expect(run(started.history, start()).events).toEqual([]);
    expect(() => run(started.history, start(member, 'order-2'))).toThrow('You are already a Member member.');
  });

  it('keeps the same local time across a daylight-saving change', () => {
    expect(monthAfter('2027-03-01T15:00:00.000Z', zone)).toBe('2027-04-01T14:00:00.000Z');
  });

  it('renews the due period once, starting where the last one ended', () => {
    const { history, state } = run([], start());
    const renew: MembershipCommand = {
      type: 'RenewMembership',
      periodEnd: state.periodEnd!,
      plan: member,
      paymentId: 'p2',
      zone,
      now: new Date(),
    };
    const renewed = run(history, renew);
    expect(renewed.state).toMatchObject({
      status: 'active',
      periodStart: state.periodEnd,
      periodEnd: '2027-03-28T14:00:00.000Z',
    });
    // The same renewal again (a job run twice) changes nothing.
    expect(run(renewed.history, renew).events).toEqual([]);
  });

  it('goes past due on a failed renewal, retries after 1, 3 and 5 days, then ends', () => {
    let { history, state } = run([], start());
    const due = state.periodEnd!;
    const retries: Array<string | null> = [];
    for (let attempt = 1; attempt <= RETRY_AFTER_DAYS.length + 1; attempt++) {
      const failed = run(history, {
        type: 'RecordRenewalFailure',
        periodEnd: due,
        attempt,
        reason: 'Card declined',
        now: new Date(),
      });
      history = failed.history;
      state = failed.state;
      retries.push(state.nextRetryAt);
      // A second report of the same attempt is not a new failure.
      expect(
        run(history, { type: 'RecordRenewalFailure', periodEnd: due, attempt, reason: 'x', now: new Date() }).events,
      ).toEqual([]);
    }
    const day = (n: number) => new Date(Date.parse(due) + n * 86_400_000).toISOString();
    expect(retries).toEqual([day(1), day(3), day(5), null]);
    expect(state.status).toBe('ended');
    expect(history.map((e) => e.type).slice(-2)).toEqual(['MembershipPaymentFailed', 'MembershipEnded']);
  });

  it('recovers from past due when a retry pays: active again, next period from the original end', () => {
    const { history, state } = run([], start());
    const due = state.periodEnd!;
    const failed = run(history, {
      type: 'RecordRenewalFailure',
      periodEnd: due,
      attempt: 1,
      reason: 'Card declined',
      now: new Date(),
    });
    expect(failed.state).toMatchObject({ status: 'past_due', failedAttempts: 1, lastFailure: 'Card declined' });
    const paid = run(failed.history, {
      type: 'RenewMembership',
      periodEnd: due,
      plan: member,
      paymentId: 'p3',
      zone,
      now: new Date(),
    });
    expect(paid.state).toMatchObject({ status: 'active', failedAttempts: 0, nextRetryAt: null, periodStart: due });
  });

  it('cancels at period end, can be reactivated before, and ends when the period is over', () => {
    const { history } = run([], start());
    const cancelled = run(history, { type: 'CancelMembership', now: new Date() });
    expect(cancelled.state).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(run(cancelled.history, { type: 'CancelMembership', now: new Date() }).events).toEqual([]);
    const back = run(cancelled.history, { type: 'ReactivateMembership', now: new Date() });
    expect(back.state).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const over = run(cancelled.history, { type: 'EndMembership', reason: 'cancelled', now: new Date() });
    expect(over.state.status).toBe('ended');
    expect(() => run(over.history, { type: 'CancelMembership', now: new Date() })).toThrow(
      'You do not have an active membership.',
    );
  });

  it('switches plans at once: the old membership ends and the new one starts, one active plan', () => {
    const { history } = run([], start());
    const switched = run(history, start(premium, 'order-2', new Date('2027-02-10T12:00:00Z')));
    expect(switched.events.map((e) => e.type)).toEqual(['MembershipEnded', 'MembershipStarted']);
    expect(switched.events[0].data).toMatchObject({ reason: 'switched', planId: 'member' });
    expect(switched.state).toMatchObject({
      status: 'active',
      planId: 'premium',
      periodStart: '2027-02-10T12:00:00.000Z',
    });
    expect(stateOf(switched.history).orders).toEqual(['order-1', 'order-2']);
  });

  describe('holds and switches', () => {
    const hold = (orderId: string, plan = member): MembershipCommand => ({
      type: 'HoldMembership',
      userId: 'u1',
      orderId,
      planId: plan.planId,
      planName: plan.planName,
      now: jan31,
    });

    it('lets one order hold the membership; another is refused until the hold is released or confirmed', () => {
      const held = run([], hold('order-1'));
      expect(held.state.hold).toEqual({ orderId: 'order-1', planId: 'member' });
      expect(run(held.history, hold('order-1')).events).toEqual([]);
      expect(() => run(held.history, hold('order-2'))).toThrow('Another membership change is already in progress');
      expect(() => run(held.history, start(member, 'order-2'))).toThrow('Another membership change');
      // Releasing someone else's hold changes nothing; the holder's release frees it.
      expect(run(held.history, { type: 'ReleaseMembershipHold', orderId: 'order-2', reason: 'x' }).events).toEqual([]);
      const released = run(held.history, { type: 'ReleaseMembershipHold', orderId: 'order-1', reason: 'declined' });
      expect(released.state.hold).toBeNull();
      expect(run(released.history, hold('order-2')).events.map((e) => e.type)).toEqual(['MembershipHeld']);
      // The holder's start confirms it: the hold is gone and the same plan cannot be held again.
      const confirmed = run(held.history, start(member, 'order-1'));
      expect(confirmed.state).toMatchObject({ status: 'active', hold: null });
      expect(() => run(confirmed.history, hold('order-3'))).toThrow('You are already a Member member.');
    });

    it('switches a paid plan at once, keeping the period; the renewal bills the new plan', () => {
      const joined = run(run([], start()).history, { type: 'CancelMembership', now: jan31 });
      const switched = run(joined.history, { type: 'SwitchPlan', plan: premium, orderId: 'switch-1' });
      expect(switched.events[0].data).toMatchObject({
        fromPlanId: 'member',
        planId: 'premium',
        feeCents: 9900,
        billedFrom: joined.state.periodEnd,
      });
      expect(switched.state).toMatchObject({
        planId: 'premium',
        feeCents: 9900,
        cancelAtPeriodEnd: false,
        periodStart: joined.state.periodStart,
        periodEnd: joined.state.periodEnd,
      });
      expect(run(switched.history, { type: 'SwitchPlan', plan: premium, orderId: 'switch-1' }).events).toEqual([]);
      expect(() => run(switched.history, { type: 'SwitchPlan', plan: premium, orderId: 'switch-2' })).toThrow(
        'You are already a Premium member.',
      );
      expect(() => run([], { type: 'SwitchPlan', plan: premium, orderId: 's' })).toThrow('You do not have');
    });
  });
});
