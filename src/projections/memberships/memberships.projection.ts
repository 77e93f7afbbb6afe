import type { EventOf } from '../../eventstore/events';
import type { MembershipEvent, MembershipPlanDefined } from '../../domain/memberships/membership.events';
import type { Projection } from '../projection';

type PlanEvent = EventOf<typeof MembershipPlanDefined>;

export const MEMBERSHIPS_PROJECTION = 'memberships';

/** Plans as last defined, and each account's membership: plan, status, period, retries. */
export const membershipsProjection: Projection = {
  name: MEMBERSHIPS_PROJECTION,
  eventTypes: [
    'MembershipPlanDefined',
    'MembershipStarted',
    'MembershipRenewed',
    'MembershipPaymentFailed',
    'MembershipCancellationScheduled',
    'MembershipReactivated',
    'MembershipEnded',
    'MembershipPlanSwitched',
  ],
  tables: ['membership_plans', 'user_memberships'],
  async apply(trx, recorded) {
    const event = recorded as unknown as MembershipEvent | PlanEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    switch (event.type) {
      case 'MembershipPlanDefined': {
        const d = event.data;
        const row = {
          name: d.name,
          description: d.description,
          monthly_fee_cents: d.monthlyFeeCents,
          discount_per_hour_cents: d.discountPerHourCents,
          free_credits_per_month: d.freeCreditsPerMonth,
          advance_booking_days: d.advanceBookingDays,
          credit_restricted_days: JSON.stringify(d.creditRestrictedDays),
          credit_restricted_start_time: d.creditRestrictedStartTime,
          credit_restricted_end_time: d.creditRestrictedEndTime,
          is_active: d.isActive,
          sort_order: d.sortOrder,
          updated_at: at,
        };
        await trx('membership_plans')
          .insert({ id: d.planId, ...row })
          .onConflict('id')
          .merge(row);
        return;
      }
      case 'MembershipStarted': {
        const d = event.data;
        const row = {
          plan_id: d.planId,
          plan_name: d.planName,
          status: 'active',
          fee_cents: d.feeCents,
          free_credits: d.freeCredits,
          period_start: d.periodStart,
          period_end: d.periodEnd,
          cancel_at_period_end: false,
          failed_attempts: 0,
          next_retry_at: null,
          last_failure: null,
          ended_at: null,
          ended_reason: null,
          updated_at: at,
        };
        await trx('user_memberships')
          .insert({ user_id: d.userId, member_since: d.periodStart, ...row })
          .onConflict('user_id')
          .merge(row);
        return;
      }
      case 'MembershipRenewed': {
        const d = event.data;
        await trx('user_memberships').where({ user_id: d.userId }).update({
          status: 'active',
          fee_cents: d.feeCents,
          free_credits: d.freeCredits,
          period_start: d.periodStart,
          period_end: d.periodEnd,
          failed_attempts: 0,
          next_retry_at: null,
          last_failure: null,
          updated_at: at,
        });
        return;
      }
      case 'MembershipPaymentFailed': {
        const d = event.data;
        await trx('user_memberships').where({ user_id: d.userId }).update({
          status: 'past_due',
          failed_attempts: d.attempt,
          next_retry_at: d.nextRetryAt,
          last_failure: d.reason,
          updated_at: at,
        });
        return;
      }
      case 'MembershipCancellationScheduled':
      case 'MembershipReactivated':
        await trx('user_memberships')
          .where({ user_id: event.data.userId })
          .update({ cancel_at_period_end: event.type === 'MembershipCancellationScheduled', updated_at: at });
        return;
      case 'MembershipEnded': {
        const d = event.data;
        // A switch ends the old plan and starts the new one in the same append: the start wins.
        if (d.reason === 'switched') return;
        await trx('user_memberships').where({ user_id: d.userId }).update({
          status: 'ended',
          cancel_at_period_end: false,
          next_retry_at: null,
          ended_at: d.endedAt,
          ended_reason: d.reason,
          updated_at: at,
        });
        return;
      }
      case 'MembershipPlanSwitched': {
        const d = event.data;
        await trx('user_memberships').where({ user_id: d.userId }).update({
          plan_id: d.planId,
          plan_name: d.planName,
          fee_cents: d.feeCents,
          free_credits: d.freeCredits,
          cancel_at_period_end: false,
          updated_at: at,
        });
        return;
      }
      case 'MembershipHeld':
      case 'MembershipHoldReleased':
        // The hold guards the stream only; the read model shows the plan, not an order in flight.
        return;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
