import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { ADMIN_PAGES } from '@contracts/web-pages';
import { ADMIN_REDIRECT_MS } from './admin-layout';

afterEach(() => act(() => dismissToast()));

/** The page these tests open lists coupons: none. */
const noCoupons = () =>
  server.use(http.get('/api/admin/coupons', () => HttpResponse.json({ items: [], total: 0, nextCursor: null })));

describe('the admin area', () => {
  it('tells a visitor to sign in and sends them to /phone-login after a second', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    signedInAs(null);
    const router = await renderPage('/admin/bookings');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getAllByText('Please log in to access the admin dashboard.').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/admin/bookings');
    await act(async () => {
      jest.advanceTimersByTime(ADMIN_REDIRECT_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone-login'));
    jest.useRealTimers();
  });

  it("refuses a signed-in customer with the spec's words and requests no admin data", async () => {
    signedInAs(customer);
    await renderPage('/admin/customers');
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getAllByText("You don't have admin privileges.").length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    // Any admin call would have failed the test: MSW answers only the current-user call here.
  });

  it('gives an admin a sidebar with every admin page', async () => {
    signedInAs(admin);
    noCoupons();
    await renderPage('/admin/coupons');
    expect(await screen.findByRole('heading', { name: 'Coupons' }, { timeout: 15_000 })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    const listed = ADMIN_PAGES.filter((p) => !('sameAs' in p));
    expect(within(sidebar).getAllByRole('link')).toHaveLength(listed.length);
    expect(within(sidebar).getByRole('link', { name: 'Tee Sheet' })).toHaveAttribute('href', '/admin/tee-sheet');
    expect(within(sidebar).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the sidebar's groups and links in the spec's order (ADMIN_PAGES), built from the feature manifests", async () => {
    signedInAs(admin);
    noCoupons();
    await renderPage('/admin/coupons');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
    const shown = within(sidebar)
      .getAllByRole('heading')
      .map((heading) => ({
        group: heading.textContent,
        links: within(heading.parentElement!)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      }));
    const listed = ADMIN_PAGES.filter((p) => !('sameAs' in p));
    const expected = [...new Set(listed.map((p) => p.group))].map((group) => ({
      group,
      links: listed.filter((p) => p.group === group).map((p) => [p.label, p.path ? `/admin/${p.path}` : '/admin']),
    }));
    expect(shown).toEqual(expected);
  });

  it('falls back to the dashboard on an unknown admin path', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/dashboard', () => HttpResponse.json({ message: 'not needed here' }, { status: 500 })),
    );
    await renderPage('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('system alerts above the admin pages', () => {
  it('names the read model, the event and the error, and retries it', async () => {
    signedInAs(admin);
    let resumed = false;
    const stalled = {
      kind: 'projection_stalled',
      projection: 'credits',
      eventId: '5f1c8a7e-0000-4000-8000-000000000001',
      eventType: 'CreditsGranted',
      streamId: 'credits-main-u1',
      error: 'numeric field overflow',
      since: '2026-11-24T10:00:00.000Z',
      message: 'The credits read model stopped',
    };
    server.use(
      http.get('/api/admin/alerts', () => HttpResponse.json({ alerts: resumed ? [] : [stalled] })),
      http.post('/api/admin/projections/credits/resume', () => {
        resumed = true;
        return HttpResponse.json({ name: 'credits', resumed: true, message: 'Retrying credits' });
      }),
    );
    noCoupons();
    await renderPage('/admin/coupons');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The credits read model has stopped');
    expect(alert).toHaveTextContent('5f1c8a7e-0000-4000-8000-000000000001');
    expect(alert).toHaveTextContent('numeric field overflow');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry credits' }));
    expect(await screen.findByText('Retrying credits')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The credits read model has stopped')).not.toBeInTheDocument());
  });
});
