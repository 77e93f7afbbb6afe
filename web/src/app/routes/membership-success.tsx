import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { RequireSignedIn } from '@/features/auth/components/require-signed-in';
import { useMyMembership } from '@/features/memberships/api/memberships';

/** How long the page waits for a card provider's confirmation to start the membership. */
const WAIT_MS = 60_000;

function Activation() {
  const { membership, refresh } = useMyMembership(true);
  const [gaveUp, setGaveUp] = useState(false);
  const active = Boolean(membership?.plan) && !membership?.isPastDue;
  useEffect(() => {
    if (active) return undefined;
    const poll = setInterval(() => void refresh(), 2000);
    const stop = setTimeout(() => setGaveUp(true), WAIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [active, refresh]);

  return (
    <div className="container narrow-page">
      <section className="card center stack" aria-labelledby="membership-success-title">
        {active ? (
          <>
            <h1 id="membership-success-title">Membership Active!</h1>
            <p>Welcome to {membership!.plan!.name}. Your member price applies to every booking from now on.</p>
            <div className="row center-row">
              <Link to="/" className="btn btn-primary">
                Book a Bay
              </Link>
              <Link to="/my-account#membership" className="btn btn-secondary">
                View Membership
              </Link>
            </div>
          </>
        ) : gaveUp ? (
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
