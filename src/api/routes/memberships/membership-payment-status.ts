import type { AppContext } from '../../../app-context';
import type { MembershipPaymentStatus } from '../../../contracts/memberships/memberships';
import { formatMoney } from '../../../lib/money';
import { membershipOf } from '../../../projections/memberships/memberships.queries';
import { openApprovalsOf } from '../../../projections/payments';

/**
 * GET /api/user-payment-status: whether the member is past due and why, in words; when their bank
 * wants them to approve the renewal (3-D Secure), the approval to open.
 */
export async function membershipPaymentStatus(ctx: AppContext, userId: string): Promise<MembershipPaymentStatus> {
  const m = await membershipOf(ctx.knex, userId);
  if (m?.status !== 'past_due')
    return { isPastDue: false, paymentStatusMessage: null, nextRetryAt: null, approvalId: null };
  const approval = (await openApprovalsOf(ctx.knex, m.user_id)).find((a) => a.purpose === 'membership-renewal');
  return {
    isPastDue: true,
    paymentStatusMessage: approval
      ? `Your bank needs you to approve your ${m.plan_name} membership payment of ${formatMoney(approval.amountCents)}. ` +
        'You pay guest rates until it is approved. Approve it with your bank, or update your payment method.'
      : `Your ${m.plan_name} membership payment of ${formatMoney(m.fee_cents)} failed` +
        (m.last_failure ? ` (${m.last_failure})` : '') +
        '. You pay guest rates until it is paid. Please update your payment method.',
    nextRetryAt: m.next_retry_at?.toISOString() ?? null,
    approvalId: approval?.approvalId ?? null,
  };
}
