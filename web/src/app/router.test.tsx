import { isWebPage } from '@contracts/web-pages';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
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

  it('sends a signed-in customer away from /phone-login to the home page', async () => {
    signedInAs(customer);
    const router = await renderPage('/phone-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Customer Login' })).not.toBeInTheDocument();
  });
});
