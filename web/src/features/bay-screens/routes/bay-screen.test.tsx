import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const deviceId = '0b5a4f43-8e0f-4b1e-9a53-2a5b9f7d1c11';
const token = 'T'.repeat(43);
const at = (offsetMs: number) => new Date(Date.parse('2026-12-03T22:30:00.000Z') + offsetMs).toISOString();

function serveSession(current: boolean, seen: string[] = []) {
  server.use(
    http.get('/api/bay-agent/session', ({ request }) => {
      seen.push(request.headers.get('authorization') ?? '');
      return HttpResponse.json({
        bay: { id: 'b1', name: 'Bay 3' },
        current: current
          ? { bookingId: 'k1', startsAt: at(-30 * 60_000), endsAt: at(12 * 60_000 + 5_000), firstName: 'Ada' }
          : null,
        next: { bookingId: 'k2', startsAt: at(90 * 60_000), endsAt: at(150 * 60_000), firstName: 'Grace' },
        // The screen's clock is far off: the countdown goes by the server's.
        serverTime: at(0),
      });
    }),
  );
}

describe('the bay screen', () => {
  beforeEach(() => {
    signedInAs(null);
    window.localStorage.clear();
  });

  it('asks for the device token first, then shows the player and the time left on the server clock', async () => {
    const seen: string[] = [];
    serveSession(true, seen);
    server.use(http.get('/api/bay-agent/menu', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await renderPage(`/bay/${deviceId}`);
    await userEvent.type(await screen.findByLabelText('Device token'), token);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Screen' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getByTestId('time-left').textContent).toMatch(/^12:0[45]$/);
    expect(seen.at(-1)).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem(`bay-device-token:${deviceId}`)).toBe(token);
    expect(screen.getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call Staff' })).toBeInTheDocument();
    // The bar tab is not offered yet (404): no ordering button.
    expect(screen.queryByRole('button', { name: 'Order Food & Drinks' })).not.toBeInTheDocument();
  });

  it('offers food and drinks when the menu answers', async () => {
    window.localStorage.setItem(`bay-device-token:${deviceId}`, token);
    serveSession(true);
    server.use(
      http.get('/api/bay-agent/menu', () =>
        HttpResponse.json({ items: [{ id: 'm1', name: 'Lager', category: 'Drinks', priceCents: 700 }] }),
      ),
      http.get('/api/bay-agent/tab', () => HttpResponse.json({ items: [], totalCents: 0 })),
      http.post('/api/bay-agent/tab/items', () =>
        HttpResponse.json(
          { items: [{ id: 't1', name: 'Lager', quantity: 1, totalCents: 700 }], totalCents: 700 },
          { status: 201 },
        ),
      ),
    );
    await renderPage(`/bay/${deviceId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Order Food & Drinks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Lager' }));
    expect(await screen.findByText('Lager added to your tab')).toBeInTheDocument();
    expect(screen.getByText('Total $7.00')).toBeInTheDocument();
  });

  it('shows the next booking and a QR code to book between sessions', async () => {
    window.localStorage.setItem(`bay-device-token:${deviceId}`, token);
    serveSession(false);
    await renderPage(`/bay/${deviceId}`);
    expect(await screen.findByRole('heading', { name: 'This bay is free' })).toBeInTheDocument();
    expect(screen.getByTestId('next-booking').textContent).toContain('Grace');
    expect(screen.getByRole('figure', { name: 'Scan to book this bay' }).querySelector('svg')).not.toBeNull();
  });

  it('asks for a token again when the saved one is refused', async () => {
    window.localStorage.setItem(`bay-device-token:${deviceId}`, token);
    server.use(
      http.get('/api/bay-agent/session', () =>
        HttpResponse.json({ message: 'revoked', code: 'BAY_DEVICE.UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    await renderPage(`/bay/${deviceId}`);
    expect(await screen.findByText(/token was refused/)).toBeInTheDocument();
  });
});
