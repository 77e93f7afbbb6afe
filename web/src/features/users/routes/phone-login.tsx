import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { usePhoneUser } from '@/lib/session/phone-user';
import { useSupportPhone } from '@/lib/support-phone';
import { PhoneSignInFlow } from '@/components/phone-sign-in/phone-sign-in-flow';
import { toast } from '@/components/ui/toast-store';

/** Where to go after signing in: a path of this site from ?next=, else home. */
function nextPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

export function PhoneLoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'));
  const { user, isLoading } = usePhoneUser();
  const [signingIn, setSigningIn] = useState(false);
  const supportPhone = useSupportPhone();
  // Someone already signed in has nothing to do here (after signing in here, onSignedIn navigates).
  if (!isLoading && user && !signingIn) return <Navigate to={next} replace />;
  return (
    <div className="container narrow-page">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <section className="card">
        <h1>Customer Login</h1>
        <PhoneSignInFlow
          onStepChange={(step) => setSigningIn(step !== 'phone')}
          onSignedIn={(user) => {
            toast({
              title: 'Signed In',
              description: user ? `Signed in as ${user.firstName} ${user.lastName}.` : 'You are signed in.',
            });
            navigate(next);
          }}
        />
      </section>
      <p className="muted small center">
        Trouble signing in? Call or text{' '}
        <a href={supportPhone.href} className="nowrap">
          {supportPhone.display}
        </a>
        .
      </p>
    </div>
  );
}
