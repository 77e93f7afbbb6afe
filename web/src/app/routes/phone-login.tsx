import { Link, useNavigate } from 'react-router-dom';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/config/venue';
import { PhoneSignInFlow } from '@/features/auth/components/phone-sign-in-flow';
import { toast } from '@/components/ui/toast-store';

export function PhoneLoginRoute() {
  const navigate = useNavigate();
  return (
    <div className="container narrow-page">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <section className="card">
        <h1>Customer Login</h1>
        <PhoneSignInFlow
          onSignedIn={(user) => {
            toast({
              title: 'Signed In',
              description: user ? `Signed in as ${user.firstName} ${user.lastName}.` : 'You are signed in.',
            });
            navigate('/');
          }}
        />
      </section>
      <p className="muted small center">
        Trouble signing in? Call or text{' '}
        <a href={SUPPORT_PHONE_HREF} className="nowrap">
          {SUPPORT_PHONE}
        </a>
        .
      </p>
    </div>
  );
}
