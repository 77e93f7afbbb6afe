import { Dialog } from '@/components/ui/dialog';
import { setsUpCardsInPage, usePaymentMode } from '@/lib/payments/payment-config';
import { formatMoney } from '@/lib/money';
import { billingDay, type MembershipPlanView, type UserMembershipView } from '@/lib/memberships';

interface Props {
  plan: MembershipPlanView;
  /** The member's current membership, if any. */
  current: UserMembershipView | null;
  /** The current plan is paid and paid up: the switch is billed from the next cycle (no payment now). */
  billedNextCycle: boolean;
  busy: boolean;
  onPay: () => void;
  onSwitch: () => void;
  onClose: () => void;
}

/**
 * Switch Membership Plan: what changes and what is charged. From a paid plan the switch is immediate
 * and billed from the next cycle (spec), so it is confirmed without a payment; from a free plan (or
 * none) the new plan's first month is paid now through the card provider's entry dialog.
 */
export function SwitchDialog({ plan, current, billedNextCycle, busy, onPay, onSwitch, onClose }: Props) {
  const mode = usePaymentMode();
  const provider = mode && setsUpCardsInPage(mode) ? 'Stripe' : 'Square';
  const currentName = current?.plan?.name ?? null;
  const action = billedNextCycle ? (
    <button type="button" className="btn btn-primary" disabled={busy} onClick={onSwitch}>
      {busy ? 'Switching...' : `Switch to ${plan.name}`}
    </button>
  ) : (
    <button type="button" className="btn btn-primary" disabled={busy} onClick={onPay}>
      Pay {formatMoney(plan.monthlyFee)} with {provider}
    </button>
  );
  return (
    <Dialog
      title="Switch Membership Plan"
      description={`Switch to ${plan.name}`}
      onClose={onClose}
      testId="membership-switch-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          {action}
        </div>
      }
    >
      {billedNextCycle && current ? (
        <NextCycleTerms plan={plan} currentName={currentName} nextBilling={billingDay(current.currentPeriodEnd)} />
      ) : (
        <ul className="stack small">
          <li>
            {formatMoney(plan.monthlyFee)} is charged now for your first month of {plan.name}, then monthly.
          </li>
          {currentName ? <li>Your current {currentName} subscription is cancelled automatically.</li> : null}
          <li>Your card is kept on file for the monthly renewals.</li>
        </ul>
      )}
    </Dialog>
  );
}

function NextCycleTerms(props: { plan: MembershipPlanView; currentName: string | null; nextBilling: string }) {
  const { plan, currentName, nextBilling } = props;
  return (
    <ul className="stack small">
      <li>Your plan changes to {plan.name} now: its member prices apply at once.</li>
      <li>
        Nothing is charged today. {formatMoney(plan.monthlyFee)} a month is billed from {nextBilling}, your next billing
        date.
      </li>
      <li>
        {currentName ? `Your ${currentName} plan ends now; credits` : 'Credits'} you already have this period stay until{' '}
        {nextBilling}. {plan.name}&apos;s monthly credits start on {nextBilling}.
      </li>
    </ul>
  );
}
