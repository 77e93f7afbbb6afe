import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PAGES, isWebPage } from '@contracts/web-pages';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { adminPages, adminSidebar, customerPages, navLinks, screenPages, slots } from './pages';
import { pages } from './router';

function paths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((r) => {
    if (!r.path && !r.index) return paths(r.children ?? [], base);
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
      ...screenPages.map((p) => p.path),
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

  it('has a widget for every slot a feature page leaves for another feature (lib/slots.tsx)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
    const used = files(join(__dirname, '../features'))
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/<Slot\s+name="([^"]+)"/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !(name in slots))).toEqual([]);
  });

  it('sends a signed-in customer away from /phone-login to the home page', async () => {
    signedInAs(customer);
    const router = await renderPage('/phone-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Customer Login' })).not.toBeInTheDocument();
  });
});
