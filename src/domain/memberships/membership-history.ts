import { formatMoney } from '../../lib/money';
import type { MembershipEvent } from './membership.events';

/** One membership event as an admin reads it ("Started Member ($49.00 a month) until December 1, 2026"). */
export function describeMembershipEvent(event: MembershipEvent, day: (iso: string) => string): string {
  switch (event.type) {
    case 'MembershipStarted': {
      const d = event.data;
      const price = d.feeCents > 0 ? `${formatMoney(d.feeCents)} a month` : 'free';
      const from = d.switchedFrom ? ` (switched from ${d.switchedFrom})` : '';
      return `Started ${d.planName} (${price})${from}; paid until ${day(d.periodEnd)}`;
    }
    case 'MembershipRenewed':
      return `Renewed ${event.data.planName} for ${formatMoney(event.data.feeCents)}; paid until ${day(event.data.periodEnd)}`;
    case 'MembershipPaymentFailed': {
      const d = event.data;
      if (d.approvalId)
        return `Renewal needs the member's approval with their bank: ${d.reason}; waiting until ${day(d.nextRetryAt!)}`;
      const next = d.nextRetryAt ? `; next try ${day(d.nextRetryAt)}` : '; no more tries';
      return `Renewal payment failed (try ${d.attempt}): ${d.reason}${next}`;
    }
    case 'MembershipCancellationScheduled':
      return `Cancelled; benefits last until ${day(event.data.endsAt)}`;
    case 'MembershipReactivated':
      return 'Reactivated; it renews as usual';
    case 'MembershipEnded': {
      const why = { cancelled: 'cancelled', payment_failed: 'payment failed', switched: 'switched to another plan' };
      return `Ended (${why[event.data.reason]})`;
    }
    case 'MembershipPlanSwitched': {
      const d = event.data;
      const price = d.feeCents > 0 ? `${formatMoney(d.feeCents)} a month` : 'free';
      return `Switched from ${d.fromPlanName} to ${d.planName} (${price} from ${day(d.billedFrom)})`;
    }
    case 'MembershipHeld':
      return `Held for a change to ${event.data.planId} while it is paid`;
    case 'MembershipHoldReleased':
      return `Hold released: ${event.data.reason}`;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
