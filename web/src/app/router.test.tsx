import { ADMIN_PAGES, isWebPage } from '@contracts/web-pages';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { adminPages, adminSidebar, customerPages, navLinks } from './pages';
import { pages } from './router';

function paths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    if (r.index || !r.path || r.path === '*') return [];
    const full = r.path.startsWith('/') ? r.path : `${base}/${r.path}`;
    return [full, ...paths(r.children ?? [], full)];
  });
}

describe('the router', () => {
  it('lists only pages the server answers 200 (src/contracts/web-pages.ts)', () => {
    const all = paths(pages);
    expect(all).toEqual(expect.arrayContaining(['/', '/phone-login', '/my-account', '/admin']));
    expect(all.filter((p) => !isWebPage(p))).toEqual([]);
    expect(isWebPage('/admin/tee-sheet')).toBe(true);
    expect(isWebPage('/no-such-page')).toBe(false);
  });

  it('has a route for every page of every feature manifest, and every sidebar and nav link opens a page', () => {
    const all = paths(pages);
    const manifest = [
      ...customerPages.map((p) => p.path),
      ...adminPages.map((p) => (p.path ? `/admin/${p.path}` : '/admin')),
    ];
    expect(manifest.filter((p) => !all.includes(p))).toEqual([]);
    const links = [...adminSidebar.flatMap((g) => g.links.map((l) => l.to)), ...navLinks.map((l) => l.to)];
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((to) => !all.includes(to))).toEqual([]);
    // Every admin page of the spec has its route.
    expect(ADMIN_PAGES.map((p) => (p.path ? `/admin/${p.path}` : '/admin')).filter((p) => !all.includes(p))).toEqual(
      [],
    );
  });

  it('sends a signed-in customer away from /phone-login to the home page', async () => {
    signedInAs(customer);
    const router = await renderPage('/phone-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Customer Login' })).not.toBeInTheDocument();
  });
});
