import { describeMembershipEvent } from '../../domain/memberships/membership-history';
import type { MembershipEvent } from '../../domain/memberships/membership.events';
import { type Describers, type EventData, money, spaced } from './describe';

const split = (s: unknown) => {
  const b = (s ?? {}) as Record<string, number>;
  return (['loyalty', 'membership', 'general'] as const)
    .filter((k) => Number(b[k]) > 0)
    .map((k) => `${b[k]} ${k}`)
    .join(', ');
};

export const creditsDescribers: Describers = {
  CreditsGranted: (d, h) => `${h.by} added ${Number(d.amount)} ${String(d.bucket)} credits: ${String(d.reason)}`,
  CreditsRevoked: (d, h) => `${h.by} removed ${Number(d.amount)} ${String(d.bucket)} credits: ${String(d.reason)}`,
  CreditsSpent: (d) => `${Number(d.amount)} credits spent (${split(d.from)}): ${String(d.reason)}`,
  CreditsRefunded: (d) => `${Number(d.amount)} credits given back (${split(d.to)}): ${String(d.reason)}`,
};

export const giftCardDescribers: Describers = {
  GiftCardIssued: (d, h) =>
    d.paymentId
      ? `Bought for ${String(d.recipientName)}: ${money(d.amountCents)}`
      : `${h.by} issued ${money(d.amountCents)} to ${String(d.recipientName)}`,
  GiftCardRedeemed: (d) => `${money(d.amountCents)} spent`,
  GiftCardRedemptionReversed: (d) => `${money(d.amountCents)} given back`,
  GiftCardAdjusted: (d, h) =>
    `${h.by} ${Number(d.amountCents) < 0 ? 'took off' : 'added'} ${money(Math.abs(Number(d.amountCents)))}`,
  GiftCardVoided: (d, h) => `${h.by} voided it (${money(d.balanceCents)} left on it)`,
  GiftCardPurchaseStarted: (d) => `Purchase started: ${money(d.amountCents)} by card`,
  GiftCardPurchaseCompleted: () => 'Purchase paid',
  GiftCardPurchaseFailed: () => 'Purchase failed',
};

export const couponDescribers: Describers = {
  CouponCreated: (d, h) => `${h.by} created coupon ${String(d.code)}`,
  CouponUpdated: (_d, h) => `${h.by} changed the coupon's terms`,
  CouponDeactivated: (_d, h) => `${h.by} turned it off`,
  CouponActivated: (_d, h) => `${h.by} turned it on`,
  CouponRedeemed: (d, h) =>
    `Used on a ${money(d.orderCents)} order: ${money(d.discountCents)} off${Number(d.creditsGranted) ? `, ${Number(d.creditsGranted)} credits` : ''} (${h.by})`,
  CouponRedemptionReversed: () => 'Use given back',
  CouponCodeClaimed: (d) => `Code ${String(d.code)} reserved`,
};

export const membershipDescribers: Describers = Object.fromEntries(
  [
    'MembershipStarted',
    'MembershipRenewed',
    'MembershipPaymentFailed',
    'MembershipCancellationScheduled',
    'MembershipReactivated',
    'MembershipEnded',
    'MembershipPlanSwitched',
    'MembershipHeld',
    'MembershipHoldReleased',
  ].map((type) => [
    type,
    (data: EventData, h) => describeMembershipEvent({ type, data } as unknown as MembershipEvent, h.day),
  ]),
);

export const timeclockDescribers: Describers = {
  ClockedIn: (d, h) => `${h.by} clocked in at ${h.time(String(d.at))}`,
  ClockedOut: (d, h) => `${h.by} clocked out at ${h.time(String(d.at))}`,
  TimeclockEntryCorrected: (d, h) => {
    const b = d.before as EventData;
    const range = (i: unknown, o: unknown) => `${h.time(String(i))} – ${o ? h.time(String(o)) : 'open'}`;
    return `${h.by} corrected ${range(b.clockInTime, b.clockOutTime)} to ${range(d.clockInTime, d.clockOutTime)}`;
  },
};

export const tournamentDescribers: Describers = {
  TournamentDefined: (d, h) => `${h.by} set up ${String(d.name ?? 'the tournament')}`,
  TournamentStatusChanged: (d, h) => `${h.by} moved it from ${spaced(d.from)} to ${spaced(d.to)}`,
  ScorecardSubmitted: (d, h) =>
    `${String(d.teamName)} ${d.update ? 'replaced their' : 'handed in a'} scorecard: ${Number(d.totalScore)} (${h.by})`,
  LiveScoreRecorded: (d) => `${String(d.teamName)}: hole ${Number(d.hole)} in ${Number(d.score)}`,
  ScorecardsLocked: (d, h) => `${h.by} ${d.locked ? 'locked' : 'unlocked'} the scorecards`,
  ScorecardCorrected: (d, h) => `${h.by} corrected ${String(d.teamName)}'s scorecard to ${Number(d.totalScore)}`,
  ParticipantHeld: () => 'A place held while paying',
  ParticipantConfirmed: () => 'Entry confirmed',
  ParticipantReleased: () => 'Held place released',
};
