import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DoorCodeLogItem } from '@contracts/door-access/door-access';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const settings = {
  enabled: false,
  provider: 'none',
  webhookUrl: null,
  hasSecret: false,
  minutesBefore: 15,
  codeLength: 6,
  updatedAt: null,
};

const logItem: DoorCodeLogItem = {
  eventId: 'e1',
  bookingId: '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
  reference: '6F1C1B4E',
  action: 'issued',
  bayName: 'Bay 2',
  customerName: 'Ada Lovelace',
  code: '482913',
  validFrom: '2026-12-03T22:45:00.000Z',
  validUntil: '2026-12-04T01:00:00.000Z',
  at: '2026-12-01T15:00:00.000Z',
  deliveryStatus: 'failed',
  deliveryAttempts: 8,
  deliveryError: 'Answered 503',
};

describe('the admin door access page', () => {
  it('asks for a webhook URL with the webhook provider, sends a new secret only when typed, and saves', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/door-access', () => HttpResponse.json(settings)),
      http.get('/api/admin/door-access/codes', () => HttpResponse.json({ items: [], total: 0, nextCursor: null })),
      http.put('/api/admin/door-access', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json({ ...settings, ...body, secret: undefined, hasSecret: 'secret' in body });
      }),
    );
    await renderPage('/admin/door-access');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Give bookings door codes' }));
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'generic_webhook');
    const length = screen.getByLabelText('Code length');
    await userEvent.clear(length);
    await userEvent.type(length, '9');
    await userEvent.type(screen.getByLabelText('Signing secret'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('The generic webhook needs a URL')).toBeInTheDocument();
    expect(screen.getByText('Code length must be 4 to 8 digits')).toBeInTheDocument();
    expect(screen.getByText('The signing secret must be at least 16 characters')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(length);
    await userEvent.type(length, '4');
    await userEvent.type(screen.getByLabelText('Webhook URL'), 'https://doors.example.com/hook');
    await userEvent.type(screen.getByLabelText('Signing secret'), '-long-enough-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Door Access Settings Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        enabled: true,
        provider: 'generic_webhook',
        webhookUrl: 'https://doors.example.com/hook',
        secret: 'short-long-enough-secret',
        minutesBefore: 15,
        codeLength: 4,
      },
    ]);
    expect(await screen.findByText(/A secret is saved \(never shown again\)/)).toBeInTheDocument();
  });

  it('lists the codes issued with whether the door system took them', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/door-access', () => HttpResponse.json(settings)),
      http.get('/api/admin/door-access/codes', () =>
        HttpResponse.json({ items: [logItem], total: 1, nextCursor: null }),
      ),
    );
    await renderPage('/admin/door-access');
    const table = await screen.findByRole('table', { name: 'Door codes issued, moved and revoked' });
    const row = (await within(table).findByText('482913')).closest('tr')!;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getByText('Issued')).toBeInTheDocument();
    expect(within(row).getByText('Failed: Answered 503')).toBeInTheDocument();
  });
});
