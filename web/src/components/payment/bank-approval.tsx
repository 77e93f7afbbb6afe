import { useRef } from 'react';
import { AUTHENTICATION_RETURN_PATH } from '@contracts/payments/cards';
import { ApiError } from '@/lib/api-client';

/** The bank's page for a payment the buyer must approve (3-D Secure), as the server answered it. */
export interface BankApprovalAsk {
  ref: string;
  url: string;
  orderId: string;
}

/** The 402 that asks for the bank's approval, read from an order's failure; null for any other error. */
export function bankApprovalOf(e: unknown): BankApprovalAsk | null {
  if (!(e instanceof ApiError) || e.code !== 'PAYMENT.AUTHENTICATION_REQUIRED') return null;
  const errors = (e.body as { errors?: { authentication?: { ref?: string; url?: string }; orderId?: string } })?.errors;
  const { ref, url } = errors?.authentication ?? {};
  return ref && url && errors?.orderId ? { ref, url, orderId: errors.orderId } : null;
}

/**
 * The bank's 3-D Secure page inside the payment dialog. When the frame comes back to this site (the
 * return page), the buyer has answered the bank: onReturned pays again naming the approved payment
 * (the server asks the provider whether it was approved).
 */
export function BankApprovalFrame({ ask, onReturned }: { ask: BankApprovalAsk; onReturned: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef(false);
  const loaded = () => {
    let path: string | null;
    try {
      // Another site's page (the bank's) cannot be read: only this site's return page can.
      path = frame.current?.contentWindow?.location.pathname ?? null;
    } catch {
      path = null;
    }
    if (path === AUTHENTICATION_RETURN_PATH && !done.current) {
      done.current = true;
      onReturned();
    }
  };
  return (
    <div className="stack" data-testid="bank-approval">
      <p className="muted small" style={{ margin: 0 }}>
        Your bank needs you to approve this payment. Follow its steps below; nothing is charged until you do.
      </p>
      <iframe
        ref={frame}
        src={ask.url}
        title="Your bank's approval"
        onLoad={loaded}
        style={{ width: '100%', minHeight: 380, border: '1px solid #e5e7eb', borderRadius: 8 }}
      />
    </div>
  );
}
