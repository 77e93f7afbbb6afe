import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { usePhoneUser, type PhoneUser } from '@/lib/session/phone-user';

interface Props {
  /** The page's heading for a visitor (e.g. 'My Account', 'Authentication Required'). */
  title: string;
  /** What a visitor is told (the spec's text for the page). */
  message: string;
  children: (user: PhoneUser) => ReactNode;
}

/** A page for signed-in customers: a visitor sees why and a way to sign in, never the page's data. */
export function RequireSignedIn({ title, message, children }: Props) {
  const { user, isLoading } = usePhoneUser();
  if (isLoading) {
    return (
      <div className="container narrow-page center">
        <Spinner />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="container narrow-page">
        <section className="card center" aria-labelledby="signin-needed">
          <h1 id="signin-needed">{title}</h1>
          <p className="muted">{message}</p>
          <Link to="/phone-login" className="btn btn-primary">
            Log In
          </Link>
        </section>
      </div>
    );
  }
  return <>{children(user)}</>;
}
