import { useParams } from 'react-router-dom';
import { ADMIN_PAGE_PLANS, adminPageByPath } from './admin-pages';

/**
 * An admin page its area has not built yet: its title and what it will hold. An unknown admin path
 * falls back to the dashboard.
 */
export function AdminPageRoute() {
  const path = useParams()['*'] ?? '';
  const page = adminPageByPath(path) ?? adminPageByPath('')!;
  return (
    <section aria-labelledby="admin-page-title">
      <h1 id="admin-page-title">{page.path === '' ? 'Admin Dashboard' : page.label}</h1>
      <p className="muted">{ADMIN_PAGE_PLANS[page.path]}</p>
    </section>
  );
}
