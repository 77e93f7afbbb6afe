import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { completeMembershipPayment, type MembershipSessionResult } from '../api/membership-checkout';
import type { MembershipPlanView } from '@/lib/memberships';

/** Spec: the checkout popup is polled every 1 s and closed after 30 minutes. */
export const POPUP_POLL_MS = 1000;
export const POPUP_MAX_MS = 30 * 60_000;
const POPUP_NAME = 'membership-checkout';

/**
 * Opens the checkout popup (null when the browser blocks it, with the spec's 'Popup Blocked' toast).
 * Call it within a click: browsers block popups opened later.
 */
export function openCheckoutPopup(url: string): Window | null {
  const win = window.open(url, POPUP_NAME, 'popup,width=480,height=760');
  if (!win)
    toast({
      title: 'Popup Blocked',
      description: 'Please allow pop-ups for this site to complete checkout, or open the checkout in this tab.',
      variant: 'destructive',
    });
  return win;
}

interface Props {
  plan: MembershipPlanView;
  checkoutUrl: string;
  sessionId: string | null;
  /** The popup showing the checkout page (null: the browser blocked it). */
  popup: Window | null;
  /** The membership started (the page was paid). */
  onStarted: (result: MembershipSessionResult) => void;
  onClose: () => void;
}

/**
 * The hosted checkout (primary card provider): the provider's payment page in a popup, watched every
 * second. Closing it counts as done: the server is asked whether the page was paid; when it is not
 * known yet, the customer is told it is processing and that they will be notified (the server settles
 * it and texts them). After 30 minutes the popup is closed.
 */
export function HostedCheckoutDialog({ plan, checkoutUrl, sessionId, popup: opened, onStarted, onClose }: Props) {
  const [blocked, setBlocked] = useState(opened === null);
  const [checking, setChecking] = useState(false);
  const popup = useRef<Window | null>(opened);
  const timers = useRef<{ poll?: ReturnType<typeof setInterval>; limit?: ReturnType<typeof setTimeout> }>({});

  const stopWatching = () => {
    clearInterval(timers.current.poll);
    clearTimeout(timers.current.limit);
    timers.current = {};
  };

  const processing = () =>
    toast({
      title: 'Payment Processing',
      description: "Your payment is processing. You'll be notified when your membership starts.",
    });

  const settle = useCallback(async () => {
    if (!sessionId) {
      processing();
      return onClose();
    }
    setChecking(true);
    try {
      const result = await completeMembershipPayment(sessionId);
      if (result.status === 'completed') return onStarted(result);
      processing();
      onClose();
    } catch (e) {
      toast({ title: 'Subscription Error', description: errorMessage(e), variant: 'destructive' });
      onClose();
    } finally {
      setChecking(false);
    }
  }, [sessionId, onStarted, onClose]);

  const watch = useCallback(() => {
    stopWatching();
    timers.current.poll = setInterval(() => {
      if (!popup.current || popup.current.closed) {
        stopWatching();
        void settle();
      }
    }, POPUP_POLL_MS);
    timers.current.limit = setTimeout(() => popup.current?.close(), POPUP_MAX_MS);
  }, [settle]);

  const reopen = () => {
    const win = openCheckoutPopup(checkoutUrl);
    popup.current = win;
    setBlocked(!win);
    if (win) watch();
  };

  useEffect(() => {
    if (popup.current) watch();
    return stopWatching;
    // Watches the popup it was opened with, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Dialog
      title="Complete Your Payment"
      description={`${plan.name} membership: the first month is paid on the secure checkout page.`}
      onClose={() => {
        stopWatching();
        onClose();
      }}
      testId="hosted-checkout-dialog"
    >
      <div className="stack center">
        {checking ? (
          <Spinner label="Checking your payment…" />
        ) : blocked ? (
          <>
            <p>Your browser blocked the checkout window.</p>
            <div className="row center-row">
              <button type="button" className="btn btn-primary" onClick={reopen}>
                Try Again
              </button>
              <a className="btn btn-secondary" href={checkoutUrl}>
                Open Checkout in This Tab
              </a>
            </div>
          </>
        ) : (
          <>
            <Spinner label="Waiting for the checkout window…" />
            <p className="muted small">Finish paying in the checkout window. This page updates when you close it.</p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => (popup.current && !popup.current.closed ? popup.current.focus() : reopen())}
            >
              Show Checkout Window
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
