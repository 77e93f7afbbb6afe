import { Link } from 'react-router-dom';
import { usePaymentStatus } from '@/lib/memberships';

/** A member whose renewal failed is told so, with the way to fix it (they pay guest rates until then). */
export function PastDueWarning() {
  const status = usePaymentStatus(true);
  if (!status?.isPastDue) return null;
  return (
    <div className="alert alert-warn" role="alert">
      <strong>Payment Issue Detected.</strong> {status.paymentStatusMessage}{' '}
      <Link to="/my-account#membership">Update your payment method</Link>
    </div>
  );
}
