import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { PHONE_USER_KEY } from '@/lib/session/phone-user';
import { RequireSignedIn } from '@/components/phone-sign-in/require-signed-in';
import { completeMembershipPayment } from '@/features/memberships/api/membership-checkout';
import { PAYMENT_STATUS_KEY, useMyMembership } from '@/lib/memberships';
import { ApiError, errorMessage } from '@/lib/api-client';

/** How long the page waits for a card provider's confirmation to start the membership. */
const WAIT_MS = 60_000;
const POLL_MS = 2000;

type Outcome = { kind: 'waiting' } | { kind: 'failed'; message: string } | { kind: 'gave-up' };

/** This page is the hosted checkout's popup (opened by the memberships page, which watches it close). */
const inCheckoutPopup = () =>
  typeof window !== 'undefined' && Boolean(window.opener) && window.name === 'membership-checkout';

function Activation() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const { membership, refresh } = useMyMembership(true);
  const { mutate } = useSWRConfig();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'waiting' });
  const [settled, setSettled] = useState(false);
  const announced = useRef(false);
  const active = Boolean(membership?.plan) && !membership?.isPastDue && (!sessionId || settled);

  // Back from the card setup or the hosted page: the server asks the provider and starts the membership.
  useEffect(() => {
    if (!sessionId) return undefined;
    let stopped = false;
    const started = Date.now();
    const ask = async () => {
      try {
        const result = await completeMembershipPayment(sessionId);
        if (stopped) return;
        if (result.status === 'completed') {
          setSettled(true);
          await Promise.all([refresh(), mutate(PAYMENT_STATUS_KEY), mutate(PHONE_USER_KEY)]);
          if (inCheckoutPopup()) window.close();
          return;
        }
        if (Date.now() - started > WAIT_MS) return setOutcome({ kind: 'gave-up' });
        setTimeout(() => void ask(), POLL_MS);
      } catch (e) {
        if (stopped) return;
        const message = errorMessage(e, 'Your membership could not be started.');
        setOutcome({ kind: 'failed', message });
        if (!announced.current && e instanceof ApiError) {
          announced.current = true;
          toast({ title: 'Subscription Setup Failed', description: message, variant: 'destructive' });
        }
      }
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [sessionId, refresh, mutate]);

  // Without a session (an older link): wait for the membership to show up.
  useEffect(() => {
    if (sessionId || active) return undefined;
    const poll = setInterval(() => void refresh(), POLL_MS);
    const stop = setTimeout(() => setOutcome({ kind: 'gave-up' }), WAIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [sessionId, active, refresh]);

  return (
    <div className="container narrow-page">
      <section className="card center stack" aria-labelledby="membership-success-title">
        {active ? (
          <>
            <h1 id="membership-success-title">Membership Active!</h1>
            <p>Welcome to {membership!.plan!.name}. Your member price applies to every booking from now on.</p>
            {inCheckoutPopup() ? (
              <p className="muted">You can close this window.</p>
            ) : (
              <div className="row center-row">
                <Link to="/" className="btn btn-primary">
                  Book a Bay
                </Link>
                <Link to="/my-account#membership" className="btn btn-secondary">
                  View Membership
                </Link>
              </div>
            )}
          </>
        ) : outcome.kind === 'failed' ? (
          <>
            <h1 id="membership-success-title">Membership Not Started</h1>
            <p role="alert">{outcome.message}</p>
            <p className="muted">You have not been charged for a membership that did not start.</p>
            <Link to="/memberships" className="btn btn-primary">
              Try Again
            </Link>
          </>
        ) : outcome.kind === 'gave-up' ? (
          <>
            <h1 id="membership-success-title">Still Processing</h1>
            <p className="muted">
              Your card provider has not confirmed the payment yet. You'll be notified when your membership starts; it
              shows on your account page.
            </p>
            <Link to="/my-account#membership" className="btn btn-secondary">
              My Account
            </Link>
          </>
        ) : (
          <>
            <h1 id="membership-success-title">Setting Up Your Membership</h1>
            <Spinner label="Confirming your payment…" />
          </>
        )}
      </section>
    </div>
  );
}

/** /membership-success: where a card provider's setup returns; shows the membership once it is active. */
export function MembershipSuccessRoute() {
  return (
    <RequireSignedIn title="Membership" message="Please log in to see your membership.">
      {() => <Activation />}
    </RequireSignedIn>
  );
}
