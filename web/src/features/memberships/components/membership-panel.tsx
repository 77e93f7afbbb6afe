import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { CardEntry } from '@/components/payment/payment-dialog';
import { CardEntryError, useCardEntry } from '@/components/payment/use-card-entry';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useCancelMembership } from '../api/cancel-membership';
import { useMyMembership, usePaymentStatus } from '@/lib/memberships';
import { useReactivateMembership } from '../api/reactivate-membership';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { formatVenueDate } from '@/lib/venue-time';

const longDate = (iso: string) => formatVenueDate(iso, { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The account page's Membership tab: the plan, Active / Past Due / Inactive, when it renews or ends,
 * and cancel (at period end), reactivate, update the card, or change plan.
 */
export function MembershipPanel() {
  const { membership } = useMyMembership(true);
  const status = usePaymentStatus(true);
  const [dialog, setDialog] = useState<'cancel' | 'card' | null>(null);
  const reactivate = useReactivateMembership();
  const cancel = useCancelMembership(membership ? longDate(membership.currentPeriodEnd) : '');

  if (!membership?.plan) {
    return (
      <div className="stack">
        <p>
          <span className="badge badge-muted">Inactive</span>
        </p>
        <p className="muted">
          You don't have a membership. Members get lower rates, free monthly credits and more days to book ahead.
        </p>
        <Link to="/memberships" className="btn btn-primary">
          View Plans
        </Link>
      </div>
    );
  }
  const { plan } = membership;
  const pastDue = membership.isPastDue || Boolean(status?.isPastDue);

  return (
    <div className="stack">
      <div className="row membership-status">
        <h3 style={{ margin: 0 }}>{plan.name}</h3>
        {pastDue ? <span className="badge badge-danger">Past Due</span> : <span className="badge">Active</span>}
      </div>
      <p className="muted">
        {formatMoney(plan.monthlyFee)}/month
        {Number(plan.discountAmount) > 0 ? ` · ${formatMoney(plan.discountAmount)} off every hour` : ''}
        {plan.freeCreditsPerMonth > 0 ? ` · ${plan.freeCreditsPerMonth} free credits a month` : ''}
      </p>
      {pastDue ? (
        <div className="alert alert-error" role="alert">
          <strong>Payment Required.</strong> {status?.paymentStatusMessage ?? 'Your last membership payment failed.'}
          {status?.approvalId ? (
            <>
              {' '}
              <Link to={`/approve-payment/${status.approvalId}`}>Approve the payment</Link>
            </>
          ) : null}
        </div>
      ) : null}
      <p>
        {membership.cancelAtPeriodEnd
          ? `Your membership ends on ${longDate(membership.currentPeriodEnd)}. Until then your benefits stay.`
          : `Renews on ${longDate(membership.currentPeriodEnd)}.`}
      </p>
      <div className="row" style={{ flexWrap: 'wrap' }}>
        <button
          type="button"
          className={`btn ${pastDue ? 'btn-primary' : 'btn-secondary'}`}
          onClick={() => setDialog('card')}
        >
          Update Payment Method
        </button>
        {membership.cancelAtPeriodEnd ? (
          <button type="button" className="btn btn-primary" onClick={() => void reactivate.trigger()}>
            Reactivate Membership
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={() => setDialog('cancel')}>
            Cancel Membership
          </button>
        )}
        <Link to="/memberships" className="btn btn-secondary">
          Change Plan
        </Link>
      </div>
      {dialog === 'cancel' ? (
        <ConfirmDialog
          title="Cancel Membership"
          confirmLabel="Cancel Membership"
          destructive
          onConfirm={async () => {
            await cancel.trigger();
          }}
          onClose={() => setDialog(null)}
        >
          <p>
            Your {plan.name} membership will not renew. You keep its prices, credits and booking window until{' '}
            {longDate(membership.currentPeriodEnd)}, and can reactivate before then.
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'card' ? <UpdateCardDialog pastDue={pastDue} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function UpdateCardDialog({ pastDue, onClose }: { pastDue: boolean; onClose: () => void }) {
  const entry = useCardEntry();
  const update = useUpdatePaymentMethod(onClose);
  const [tokenizing, setTokenizing] = useState(false);
  const busy = tokenizing || update.busy;
  const save = async () => {
    setTokenizing(true);
    let card;
    try {
      const { sourceId, processor } = await entry.tokenize();
      card = { paymentMethodId: sourceId, processor };
    } catch (e) {
      const known = e instanceof CardEntryError;
      toast({
        title: known ? e.title : 'Update Failed',
        description: known
          ? e.message
          : `We couldn't update your payment method. ${errorMessage(e, 'Please try again.')}`,
        variant: 'destructive',
      });
      return;
    } finally {
      setTokenizing(false);
    }
    await update.trigger(card);
  };
  return (
    <Dialog
      title="Update Payment Method"
      description={
        pastDue
          ? 'Your new card pays the overdue month now and is used for your renewals.'
          : 'Your new card is kept on file for your renewals. Nothing is charged now.'
      }
      onClose={() => !busy && onClose()}
      testId="update-card-dialog"
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={busy || !entry.mode}
          onClick={() => void save()}
        >
          {busy ? 'Processing...' : 'Update Payment Method'}
        </button>
      }
    >
      <CardEntry entry={entry} />
    </Dialog>
  );
}
