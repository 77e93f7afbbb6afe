import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/ui/spinner';
import { useAccountSummary, type AccountBooking, type AccountSummary } from '@/features/account/api/account';
import { CancelDialog } from '@/features/account/components/cancel-dialog';
import { ExtendDialog } from '@/features/account/components/extend-dialog';
import { PHONE_USER_KEY, type PhoneUser } from '@/lib/session/phone-user';
import { RequireSignedIn } from '@/components/phone-sign-in/require-signed-in';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { AccountFees } from '@/features/account/components/account-fees';
import { PaymentsToApprove } from '@/features/account/components/payments-to-approve';
import { PaymentMethodsSection } from '@/components/payment/payment-methods-section';
import { Slot } from '@/lib/slots';
import { formatVenueDate } from '@/lib/venue-time';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'tournaments', label: 'Tournaments' },
  { id: 'membership', label: 'Membership' },
  { id: 'loyalty', label: 'Loyalty' },
  { id: 'employee', label: 'Employee' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const initials = (u: { firstName?: string | null; lastName?: string | null }) =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase() || '?';

const BADGE: Record<AccountSummary['user']['membershipType'], { label: string; className: string }> = {
  premium: { label: 'Premium', className: 'badge badge-premium' },
  member: { label: 'Member', className: 'badge badge-member' },
  guest: { label: 'Guest', className: 'badge badge-guest' },
};

const memberSince = (iso: string) => formatVenueDate(iso, { month: 'long', year: 'numeric' });

/** The tab a hash names (#membership opens the Membership tab), else Overview. */
function tabOf(hash: string, visible: readonly TabId[]): TabId {
  const id = hash.replace(/^#/, '') as TabId;
  return visible.includes(id) ? id : 'overview';
}

function BookingRow({
  booking,
  status,
  actions,
}: {
  booking: AccountBooking;
  status?: string;
  actions?: React.ReactNode;
}) {
  return (
    <li className="booking-item">
      <div className="booking-when">
        <strong>{formatLongDate(booking.date)}</strong>
        <div className="muted small">
          {formatTime12(booking.startTime)} - {formatTime12(booking.endTime)} · {booking.bay?.name ?? 'Bay'} ·{' '}
          {booking.duration} h{booking.extendedHours > 0 ? ` (extended +${booking.extendedHours} h)` : ''}
        </div>
      </div>
      <div className="row">
        {status ? <span className={status === 'Cancelled' ? 'badge badge-muted' : 'badge'}>{status}</span> : null}
        <span className="small">{formatMoney(booking.totalAmount)}</span>
        {actions}
      </div>
    </li>
  );
}

function Overview({ summary }: { summary: AccountSummary }) {
  const next = summary.upcoming.slice(0, 3);
  return (
    <div className="stack">
      <section aria-labelledby="activity-title" className="stack">
        <h2 id="activity-title">Recent Activity</h2>
        {next.length === 0 ? (
          <p className="muted">
            No upcoming bookings. <Link to="/">Book a bay</Link>
          </p>
        ) : (
          <ul className="booking-list">
            {next.map((b) => (
              <BookingRow
                key={b.id}
                booking={b}
                status="Upcoming"
                actions={
                  <>
                    <Slot name="calendar.booking-link" booking={b} />
                    <Slot name="tabs.booking-link" bookingId={b.id} />
                  </>
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="summary-title" className="stack">
        <h2 id="summary-title">Account Summary</h2>
        <dl className="summary-list">
          <div>
            <dt>Total Spent</dt>
            <dd>{formatMoney(summary.totalSpent)}</dd>
          </div>
          <div>
            <dt>Credits Used</dt>
            <dd>{summary.creditsUsed}</dd>
          </div>
          <div>
            <dt>Account</dt>
            <dd>{summary.user.isVerified ? 'Verified' : 'Unverified'}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function Bookings({ summary, onChanged }: { summary: AccountSummary; onChanged: () => void }) {
  const [open, setOpen] = useState<{ kind: 'extend' | 'cancel'; booking: AccountBooking } | null>(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  return (
    <div className="stack">
      <section aria-labelledby="upcoming-title" className="stack">
        <h2 id="upcoming-title">Upcoming Bookings</h2>
        {summary.upcoming.length === 0 ? (
          <p className="muted">No upcoming bookings</p>
        ) : (
          <ul className="booking-list">
            {summary.upcoming.map((b) => (
              <BookingRow
                key={b.id}
                booking={b}
                actions={
                  b.status === 'confirmed' && !b.isTournamentBooking ? (
                    <>
                      <Slot name="calendar.booking-link" booking={b} />
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        onClick={() => setOpen({ kind: 'extend', booking: b })}
                      >
                        Extend
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => setOpen({ kind: 'cancel', booking: b })}
                      >
                        Cancel
                      </button>
                    </>
                  ) : (
                    <Slot name="calendar.booking-link" booking={b} />
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-title" className="stack">
        <h2 id="recent-title">Recent Bookings</h2>
        {summary.recent.length === 0 ? (
          <p className="muted">No past bookings yet.</p>
        ) : (
          <ul className="booking-list scroll-list">
            {summary.recent.map((b) => (
              <BookingRow key={b.id} booking={b} status={b.displayStatus} />
            ))}
          </ul>
        )}
      </section>
      <PaymentsToApprove />
      <AccountFees fees={summary.fees ?? []} />
      <Slot name="tabs.account-tabs" summary={summary} />
      <Slot name="waitlist.my-entries" />
      <Slot name="calendar.feed" />
      <PaymentMethodsSection userId={summary.user.id} />
      {open?.kind === 'extend' ? (
        <ExtendDialog booking={open.booking} userId={summary.user.id} onExtended={done} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'cancel' ? (
        <CancelDialog booking={open.booking} onCancelled={done} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function Account({ user }: { user: PhoneUser }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { summary, error, refresh } = useAccountSummary();
  const visible = TABS.filter((t) => t.id !== 'employee' || summary?.hasShiftsThisWeek).map((t) => t.id);
  const tab = tabOf(hash, visible);
  const changed = () => void Promise.all([refresh(), mutate(PHONE_USER_KEY)]);
  const header = summary?.user ?? { ...user, membershipType: 'guest' as const, memberSince: null, isVerified: true };
  const badge = BADGE[header.membershipType];
  return (
    <div className="container">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <section className="card account-header" aria-labelledby="account-name">
        <div className="avatar" aria-hidden="true">
          {initials(header)}
        </div>
        <div style={{ minWidth: 0 }}>
          <h1 id="account-name" style={{ margin: 0 }}>
            {header.firstName} {header.lastName}
          </h1>
          <p style={{ margin: 0 }}>
            <span className={badge.className}>{badge.label}</span>
          </p>
          {header.memberSince ? <p className="muted small">Member since {memberSince(header.memberSince)}</p> : null}
          <p className="muted small" style={{ overflowWrap: 'anywhere' }}>
            {header.phoneNumber}
            {header.email ? ` · ${header.email}` : ''}
          </p>
        </div>
      </section>
      {error ? (
        <p className="alert alert-error" role="alert">
          We couldn't load your account. Please try again.
        </p>
      ) : null}
      {summary ? (
        <div className="stat-tiles">
          {[
            { label: 'Credits', value: String(summary.credits.total) },
            { label: 'Total Hours', value: summary.totalHours },
            { label: 'Loyalty Points', value: String(summary.loyaltyPoints) },
            { label: 'Total Bookings', value: String(summary.totalBookings) },
          ].map((tile) => (
            <div key={tile.label} className="card stat-tile">
              <p className="stat-value">{tile.value}</p>
              <p className="stat-label">{tile.label}</p>
            </div>
          ))}
        </div>
      ) : (
        <Spinner label="Loading your account" />
      )}
      <div role="tablist" aria-label="Account sections" className="tabs">
        {TABS.filter((t) => visible.includes(t.id)).map((t) => (
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
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="card">
        {tab === 'membership' ? (
          <>
            <h2>Your plan</h2>
            <Slot name="memberships.panel" />
          </>
        ) : !summary ? null : tab === 'overview' ? (
          <Overview summary={summary} />
        ) : tab === 'bookings' ? (
          <Bookings summary={summary} onChanged={changed} />
        ) : tab === 'loyalty' ? (
          <>
            <h2>Loyalty</h2>
            <Slot name="loyalty.tab" summary={summary} />
          </>
        ) : tab === 'tournaments' ? (
          <>
            <h2>My Tournaments</h2>
            <Slot name="tournaments.my-entries" userId={summary.user.id} />
          </>
        ) : (
          <>
            <h2>This Week</h2>
            <Slot name="staff.employee-week" />
          </>
        )}
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
