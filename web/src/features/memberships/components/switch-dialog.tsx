import { Dialog } from '@/components/ui/dialog';
import { setsUpCardsInPage, usePaymentMode } from '@/features/payments/api/payment-config';
import { formatMoney } from '@/lib/money';
import type { MembershipPlanView } from '../api/memberships';

interface Props {
  plan: MembershipPlanView;
  currentPlanName: string | null;
  onPay: () => void;
  onClose: () => void;
}

/** Switch Membership Plan: what changes and what is charged, then the card provider's entry dialog. */
export function SwitchDialog({ plan, currentPlanName, onPay, onClose }: Props) {
  const mode = usePaymentMode();
  const provider = mode && setsUpCardsInPage(mode) ? 'Stripe' : 'Square';
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
          <button type="button" className="btn btn-primary" onClick={onPay}>
            Pay {formatMoney(plan.monthlyFee)} with {provider}
          </button>
        </div>
      }
    >
      <ul className="stack small">
        <li>
          {formatMoney(plan.monthlyFee)} is charged now for your first month of {plan.name}, then monthly.
        </li>
        {currentPlanName ? <li>Your current {currentPlanName} subscription is cancelled automatically.</li> : null}
        <li>Your card is kept on file for the monthly renewals.</li>
      </ul>
    </Dialog>
  );
}
