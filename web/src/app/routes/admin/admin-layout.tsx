import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { usePhoneUser } from '@/lib/session/phone-user';
import { VenueSwitcher } from '@/components/venue/venue-switcher';
import { adminShell, adminSidebar } from '../../pages';

export const ADMIN_REDIRECT_MS = 1000;

function Sidebar() {
  return (
    <nav aria-label="Admin" className="admin-sidebar">
      {adminSidebar.map(({ group, links }) => (
        <div key={group} className="admin-nav-group">
          <h2 className="admin-nav-title">{group}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The admin area: an admin sees the sidebar and the page; a visitor is told to sign in and sent to
 * /phone-login after a second; a signed-in non-admin is refused. Neither mounts any admin page, so
 * no admin data is requested for them.
 */
export function AdminLayout() {
  const { user, isLoading } = usePhoneUser();
  const navigate = useNavigate();
  const state = isLoading ? 'loading' : !user ? 'visitor' : user.isAdmin ? 'admin' : 'refused';

  useEffect(() => {
    if (state === 'visitor') {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to access the admin dashboard.',
        variant: 'destructive',
      });
      const id = setTimeout(() => navigate('/phone-login'), ADMIN_REDIRECT_MS);
      return () => clearTimeout(id);
    }
    if (state === 'refused')
      toast({
        title: 'Admin Access Required',
        description: "You don't have admin privileges.",
        variant: 'destructive',
      });
    return undefined;
  }, [state, navigate]);

  if (state === 'loading') {
    return (
      <div className="container narrow-page center">
        <Spinner label="Loading admin dashboard..." />
      </div>
    );
  }
  if (state !== 'admin') {
    return (
      <div className="container narrow-page">
        <section className="card center" aria-labelledby="admin-denied">
          <h1 id="admin-denied">{state === 'visitor' ? 'Authentication Required' : 'Admin Access Required'}</h1>
          <p className="muted">
            {state === 'visitor' ? 'Please log in to access the admin dashboard.' : "You don't have admin privileges."}
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="admin-shell">
      <Sidebar />
      <div className="admin-content">
        <VenueSwitcher />
        {adminShell.map((Widget, i) => (
          <Widget key={i} />
        ))}
        <Suspense fallback={<Spinner label="Loading page..." />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
