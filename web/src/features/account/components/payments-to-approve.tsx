import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import { formatVenueDate } from '@/lib/venue-time';
import { useMyApprovals } from '../api/payment-approvals';

/**
 * The account's payments its bank wants approved (3-D Secure): a renewal or a fee the venue could not
 * take without the customer. Each links to the page that opens the bank's approval.
 */
export function PaymentsToApprove() {
  const { approvals } = useMyApprovals();
  if (approvals.length === 0) return null;
  return (
    <section aria-labelledby="approve-title" className="card stack" data-testid="payments-to-approve">
      <h2 id="approve-title">Payments to Approve</h2>
      <p className="muted small" style={{ margin: 0 }}>
        Your bank needs you to approve these payments before the venue can take them.
      </p>
      <ul className="stack">
        {approvals.map((a) => (
          <li key={a.approvalId} className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <span>
              <strong>{a.label}</strong> {formatMoney(a.amount)}
              {a.expiresAt ? (
                <span className="muted small">
                  {' '}
                  · approve by {formatVenueDate(a.expiresAt, { month: 'long', day: 'numeric' })}
                </span>
              ) : null}
            </span>
            <Link className="btn btn-primary" to={`/approve-payment/${a.approvalId}`}>
              Approve Payment
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
