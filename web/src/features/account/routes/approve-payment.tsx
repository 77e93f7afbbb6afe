import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatVenueDate } from '@/lib/venue-time';
import { completeApproval, startApproval, useApproval, type ApprovalPaidAnswer } from '../api/payment-approvals';

type Step =
  | { kind: 'ready' }
  | { kind: 'busy'; message: string }
  | { kind: 'paid'; paid: ApprovalPaidAnswer | null }
  | { kind: 'failed'; message: string };

/**
 * /approve-payment/:approvalId: the link texted and emailed when the customer's bank wants them to
 * approve a payment (a renewal, a fee). Approve opens the bank's page; back here, the payment is taken.
 * No sign-in: the link is the key, and it can only pay what the account owes with its own card.
 */
export function ApprovePaymentRoute({ navigate = (url: string) => window.location.assign(url) }) {
  const { approvalId = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('returned') === '1';
  const { approval, error, isLoading, refresh } = useApproval(approvalId);
  const [step, setStep] = useState<Step>(
    returned ? { kind: 'busy', message: 'Checking with your bank…' } : { kind: 'ready' },
  );
  const asked = useRef(false);

  // Back from the bank's page: the server asks the provider and takes the approved payment.
  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    completeApproval(approvalId)
      .then((paid) => setStep({ kind: 'paid', paid }))
      .catch((e) => {
        if (e instanceof ApiError && e.status === 409 && /has been made/.test(e.message))
          return setStep({ kind: 'paid', paid: null });
        setStep({ kind: 'failed', message: errorMessage(e, 'We could not take the payment. Please try again.') });
      })
      .finally(() => void refresh());
  }, [returned, approvalId, refresh]);

  const approve = async () => {
    setStep({ kind: 'busy', message: 'Opening your bank…' });
    try {
      const { url } = await startApproval(approvalId);
      navigate(url);
    } catch (e) {
      setStep({ kind: 'failed', message: errorMessage(e, 'We could not reach your bank. Please try again.') });
      void refresh();
    }
  };

  const body = () => {
    if (isLoading) return <Spinner label="Loading the payment" />;
    if (error || !approval)
      return (
        <p className="alert alert-error" role="alert">
          This payment link does not exist.
        </p>
      );
    if (step.kind === 'paid' || approval.status === 'paid')
      return (
        <div className="alert alert-success" role="status">
          <strong>Thank you!</strong> Your {approval.label} payment of{' '}
          {formatMoney(step.kind === 'paid' && step.paid ? step.paid.amountCharged : approval.amount)} is paid.
          {approval.purpose === 'membership-renewal' ? ' Your membership is active again.' : ''}
        </div>
      );
    if (approval.status === 'closed')
      return (
        <p className="alert" role="status">
          This payment is no longer due. Nothing was charged.
        </p>
      );
    return (
      <>
        <p>
          Your bank needs you to approve your <strong>{approval.label}</strong> payment of{' '}
          <strong>{formatMoney(approval.amount)}</strong> to {approval.venueName}, with the card on file.
        </p>
        {approval.expiresAt ? (
          <p className="muted small">
            Please approve it by {formatVenueDate(approval.expiresAt, { month: 'long', day: 'numeric' })}, or the
            membership ends.
          </p>
        ) : null}
        {step.kind === 'failed' ? (
          <p className="alert alert-error" role="alert">
            {step.message}
          </p>
        ) : null}
        {step.kind === 'busy' ? (
          <Spinner label={step.message} />
        ) : (
          <button type="button" className="btn btn-primary btn-block" onClick={() => void approve()}>
            {step.kind === 'failed' ? 'Try Again' : 'Approve with Your Bank'}
          </button>
        )}
        <p className="muted small">Your card is charged only once your bank approves it.</p>
      </>
    );
  };

  return (
    <div className="container narrow-page">
      <section className="card stack" aria-labelledby="approve-title">
        <h1 id="approve-title">Approve Your Payment</h1>
        {body()}
        <Link to="/my-account">Go to My Account</Link>
      </section>
    </div>
  );
}
