/** How the audit trail tells this area's events (the module's auditDescribers). */
import { describeMembershipEvent } from '../../domain/memberships/membership-history';
import type { MembershipEvent } from '../../domain/memberships/membership.events';
import { type Describers, type EventData } from '../describe';

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
