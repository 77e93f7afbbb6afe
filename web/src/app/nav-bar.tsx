import { Link, NavLink } from 'react-router-dom';
import { VENUE_NAME } from '@/config/venue';
import { useLogout, usePhoneUser } from '@/lib/session/phone-user';
import { useVenues } from '@/lib/venues';
import { navLinks, type NavLinkEntry } from './pages';

const linksFor = (...audiences: NavLinkEntry['audience'][]) =>
  navLinks
    .filter((l) => audiences.includes(l.audience))
    .map((l) => (
      <NavLink key={l.to} to={l.to} className={l.className}>
        {l.label}
      </NavLink>
    ));

export function NavBar() {
  const { user, isLoading } = usePhoneUser();
  const logout = useLogout();
  // With several venues the brand is the venue this browser is at (the home page's picker chooses).
  const venues = useVenues();
  const venueName =
    venues && venues.venues.length > 1
      ? (venues.venues.find((v) => v.id === venues.current)?.name ?? VENUE_NAME)
      : VENUE_NAME;
  return (
    <header className="nav">
      <div className="container nav-inner">
        <Link to="/" className="brand" aria-label={`${venueName} home`}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#fff" opacity=".15" />
            <path d="M13 7v18" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            <path d="M13 7l9 4-9 4z" fill="#facc15" />
          </svg>
          <span data-testid="brand-name">{venueName}</span>
        </Link>
        <nav aria-label="Main" className="nav-links">
          {linksFor('everyone')}
          {isLoading ? null : user ? (
            <>
              {/* Each link appears with its page: Time comes with the staff area. */}
              {linksFor(
                'signed-in',
                ...(user.isEmployee || user.isAdmin ? (['staff'] as const) : []),
                ...(user.isAdmin ? (['admin'] as const) : []),
              )}
              <button type="button" className="nav-button" onClick={() => void logout()}>
                Logout
              </button>
            </>
          ) : (
            linksFor('visitor')
          )}
        </nav>
      </div>
    </header>
  );
}
