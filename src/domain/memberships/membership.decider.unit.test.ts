import { DeciderSpecification } from '../../../test/harness/decider-specification';
import {
  membershipDecider,
  monthAfter,
  RETRY_AFTER_DAYS,
  type MembershipCommand,
  type PlanTerms,
} from './membership.decider';
import type { MembershipEventLike } from './membership.events';

const zone = 'America/New_York';
const member: PlanTerms = { planId: 'member', planName: 'Member', feeCents: 4900, freeCredits: 2 };
const premium: PlanTerms = { planId: 'premium', planName: 'Premium', feeCents: 9900, freeCredits: 4 };
const jan31 = new Date('2027-01-31T15:00:00Z');

const given = DeciderSpecification.for(membershipDecider);
const start = (plan = member, orderId = 'order-1', now = jan31): MembershipCommand => ({
  type: 'StartMembership',
  userId: 'u1',
  plan,
  orderId,
  paymentId: 'pay-1',
  zone,
  now,
});
const joined = () => given([]).when(start()).stream();

describe('the membership decider', () => {
  it('subscribes for one calendar month in the venue time zone, once per order', () => {
    const started = joined();
    expect(given(started).state()).toMatchObject({
      status: 'active',
      planId: 'member',
      periodStart: '2027-01-31T15:00:00.000Z',
      // Jan 31 + 1 month = Feb 28 (same local time).
      periodEnd: '2027-02-28T15:00:00.000Z',
    });
    given(started).when(start()).thenNothingHappened();
    given(started).when(start(member, 'order-2')).thenThrows('You are already a Member member.');
  });

  it('keeps the same local time across a daylight-saving change', () => {
    expect(monthAfter('2027-03-01T15:00:00.000Z', zone)).toBe('2027-04-01T14:00:00.000Z');
  });

  it('renews the due period once, starting where the last one ended', () => {
    const history = joined();
    const state = given(history).state();
    const renew: MembershipCommand = {
      type: 'RenewMembership',
      periodEnd: state.periodEnd!,
      plan: member,
      paymentId: 'p2',
      zone,
      now: new Date(),
    };
    const renewed = given(history).when(renew).stream();
    expect(given(renewed).state()).toMatchObject({
      status: 'active',
      periodStart: state.periodEnd,
      periodEnd: '2027-03-28T14:00:00.000Z',
    });
    // The same renewal again (a job run twice) changes nothing.
    given(renewed).when(renew).thenNothingHappened();
  });

  it('goes past due on a failed renewal, retries after 1, 3 and 5 days, then ends', () => {
    let history: MembershipEventLike[] = joined();
    const due = given(history).state().periodEnd!;
    const retries: Array<string | null> = [];
    for (let attempt = 1; attempt <= RETRY_AFTER_DAYS.length + 1; attempt++) {
      history = given(history)
        .when({ type: 'RecordRenewalFailure', periodEnd: due, attempt, reason: 'Card declined', now: new Date() })
        .stream();
      retries.push(given(history).state().nextRetryAt);
      // A second report of the same attempt is not a new failure.
      given(history)
        .when({ type: 'RecordRenewalFailure', periodEnd: due, attempt, reason: 'x', now: new Date() })
        .thenNothingHappened();
    }
    const day = (n: number) => new Date(Date.parse(due) + n * 86_400_000).toISOString();
    expect(retries).toEqual([day(1), day(3), day(5), null]);
    expect(given(history).state().status).toBe('ended');
    expect(history.map((e) => e.type).slice(-2)).toEqual(['MembershipPaymentFailed', 'MembershipEnded']);
  });

  it('recovers from past due when a retry pays: active again, next period from the original end', () => {
    const history = joined();
    const due = given(history).state().periodEnd!;
    const failed = given(history)
      .when({ type: 'RecordRenewalFailure', periodEnd: due, attempt: 1, reason: 'Card declined', now: new Date() })
      .stream();
    expect(given(failed).state()).toMatchObject({
      status: 'past_due',
      failedAttempts: 1,
      lastFailure: 'Card declined',
    });
    const paid = given(failed)
      .when({ type: 'RenewMembership', periodEnd: due, plan: member, paymentId: 'p3', zone, now: new Date() })
      .stream();
    expect(given(paid).state()).toMatchObject({
      status: 'active',
      failedAttempts: 0,
      nextRetryAt: null,
      periodStart: due,
    });
  });

  it('cancels at period end, can be reactivated before, and ends when the period is over', () => {
    const cancelled = given(joined()).when({ type: 'CancelMembership', now: new Date() }).stream();
    expect(given(cancelled).state()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    given(cancelled).when({ type: 'CancelMembership', now: new Date() }).thenNothingHappened();
    const back = given(cancelled).when({ type: 'ReactivateMembership', now: new Date() }).stream();
    expect(given(back).state()).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const over = given(cancelled).when({ type: 'EndMembership', reason: 'cancelled', now: new Date() }).stream();
    expect(given(over).state().status).toBe('ended');
    given(over).when({ type: 'CancelMembership', now: new Date() }).thenThrows('You do not have an active membership.');
  });

  it('switches plans at once: the old membership ends and the new one starts, one active plan', () => {
    const switching = given(joined()).when(start(premium, 'order-2', new Date('2027-02-10T12:00:00Z')));
    const events = switching.decided();
    expect(events.map((e) => e.type)).toEqual(['MembershipEnded', 'MembershipStarted']);
    expect(events[0].data).toMatchObject({ reason: 'switched', planId: 'member' });
    const switched = given(switching.stream()).state();
    expect(switched).toMatchObject({
      status: 'active',
      planId: 'premium',
      periodStart: '2027-02-10T12:00:00.000Z',
    });
    expect(switched.orders).toEqual(['order-1', 'order-2']);
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
      const held = given([]).when(hold('order-1')).stream();
      expect(given(held).state().hold).toEqual({ orderId: 'order-1', planId: 'member' });
      given(held).when(hold('order-1')).thenNothingHappened();
      given(held).when(hold('order-2')).thenThrows('Another membership change is already in progress');
      given(held).when(start(member, 'order-2')).thenThrows('Another membership change');
      // Releasing someone else's hold changes nothing; the holder's release frees it.
      given(held).when({ type: 'ReleaseMembershipHold', orderId: 'order-2', reason: 'x' }).thenNothingHappened();
      const released = given(held)
        .when({ type: 'ReleaseMembershipHold', orderId: 'order-1', reason: 'declined' })
        .stream();
      expect(given(released).state().hold).toBeNull();
      expect(
        given(released)
          .when(hold('order-2'))
          .decided()
          .map((e) => e.type),
      ).toEqual(['MembershipHeld']);
      // The holder's start confirms it: the hold is gone and the same plan cannot be held again.
      const confirmed = given(held).when(start(member, 'order-1')).stream();
      expect(given(confirmed).state()).toMatchObject({ status: 'active', hold: null });
      given(confirmed).when(hold('order-3')).thenThrows('You are already a Member member.');
    });

    it('switches a paid plan at once, keeping the period; the renewal bills the new plan', () => {
      const joinedThenCancelled = given(joined()).when({ type: 'CancelMembership', now: jan31 }).stream();
      const before = given(joinedThenCancelled).state();
      const switching = given(joinedThenCancelled).when({ type: 'SwitchPlan', plan: premium, orderId: 'switch-1' });
      expect(switching.decided()[0].data).toMatchObject({
        fromPlanId: 'member',
        planId: 'premium',
        feeCents: 9900,
        billedFrom: before.periodEnd,
      });
      const switched = switching.stream();
      expect(given(switched).state()).toMatchObject({
        planId: 'premium',
        feeCents: 9900,
        cancelAtPeriodEnd: false,
        periodStart: before.periodStart,
        periodEnd: before.periodEnd,
      });
      given(switched).when({ type: 'SwitchPlan', plan: premium, orderId: 'switch-1' }).thenNothingHappened();
      given(switched)
        .when({ type: 'SwitchPlan', plan: premium, orderId: 'switch-2' })
        .thenThrows('You are already a Premium member.');
      given([]).when({ type: 'SwitchPlan', plan: premium, orderId: 's' }).thenThrows('You do not have');
    });
  });
});
