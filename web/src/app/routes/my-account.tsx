import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PhoneUser } from '@/features/auth/api/phone-user';
import { RequireSignedIn } from '@/features/auth/components/require-signed-in';
import { MembershipPanel } from '@/features/memberships/components/membership-panel';

const TABS = [
  { id: 'overview', label: 'Overview', soon: 'Your next bookings and a summary of your account.' },
  { id: 'bookings', label: 'Bookings', soon: 'Upcoming bookings to extend or cancel, and your recent ones.' },
  { id: 'tournaments', label: 'Tournaments', soon: 'The tournaments you entered, with their leaderboards.' },
  { id: 'membership', label: 'Membership', soon: 'Your plan, its renewal date and your card on file.' },
  { id: 'loyalty', label: 'Loyalty', soon: 'Your progress to the next loyalty credit and how credits work.' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const initials = (u: PhoneUser) => `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || '?';

/** The tab a hash names (#membership opens the Membership tab), else Overview. */
function tabOf(hash: string): TabId {
  const id = hash.replace(/^#/, '');
  return TABS.find((t) => t.id === id)?.id ?? 'overview';
}

function Account({ user }: { user: PhoneUser }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(hash);
  const current = TABS.find((t) => t.id === tab)!;
  return (
    <div className="container">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <section className="card account-header" aria-labelledby="account-name">
        <div className="avatar" aria-hidden="true">
          {initials(user)}
        </div>
        <div>
          <h1 id="account-name">
            {user.firstName} {user.lastName}
          </h1>
          <p className="muted small">
            {user.phoneNumber}
            {user.email ? ` · ${user.email}` : ''}
          </p>
        </div>
      </section>
      <div role="tablist" aria-label="Account sections" className="tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls={`panel-${t.id}`}
            className={t.id === tab ? 'tab active' : 'tab'}
            onClick={() => navigate({ hash: t.id === 'overview' ? '' : t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} className="card">
        <h2>{current.id === 'membership' ? 'Your plan' : current.label}</h2>
        {current.id === 'membership' ? <MembershipPanel /> : <p className="muted">{current.soon}</p>}
      </section>
    </div>
  );
}

export function MyAccountRoute() {
  return (
    <RequireSignedIn title="My Account" message="Please log in to view your account.">
      {(user) => <Account user={user} />}
    </RequireSignedIn>
  );
}
