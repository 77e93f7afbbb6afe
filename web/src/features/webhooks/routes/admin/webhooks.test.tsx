import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const hook = {
  id: 'w1',
  url: 'https://crm.example.com/hooks',
  kinds: ['booking.confirmed'],
  isActive: true,
  description: 'CRM',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  lastDelivery: { at: '2026-11-21T15:00:00.000Z', succeeded: true, statusCode: 200 },
};
const page = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });

describe('the admin webhooks page', () => {
  it('creates a webhook after checking it, and shows its secret once', async () => {
    signedInAs(admin);
    const posted: unknown[] = [];
    let hooks: (typeof hook)[] = [];
    server.use(
      http.get('/api/admin/webhooks', () => HttpResponse.json(page(hooks))),
      http.post('/api/admin/webhooks', async ({ request }) => {
        posted.push(await request.json());
        hooks = [hook];
        return HttpResponse.json({ ...hook, secret: 'whsec_only-shown-once' }, { status: 201 });
      }),
    );
    await renderPage('/admin/webhooks');
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Webhook' }));
    await userEvent.type(screen.getByLabelText('URL'), 'crm');
    await userEvent.click(screen.getByRole('button', { name: 'Create Webhook' }));
    expect(screen.getByText('Enter a full URL, e.g. https://example.com/hooks')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event kind')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const url = screen.getByLabelText('URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.example.com/hooks');
    await userEvent.click(screen.getByLabelText('Booking confirmed'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Webhook' }));
    const secret = await screen.findByRole('dialog', { name: 'Webhook Secret' });
    expect(within(secret).getByText('whsec_only-shown-once')).toBeInTheDocument();
    expect(posted).toEqual([
      { url: 'https://crm.example.com/hooks', description: '', kinds: ['booking.confirmed'], isActive: true },
    ]);
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_only-shown-once')).not.toBeInTheDocument();
    expect(await screen.findByText('https://crm.example.com/hooks', { selector: 'strong' })).toBeInTheDocument();
  });

  it("edits a webhook's kinds and pause, shows its delivery log, and deletes it", async () => {
    signedInAs(admin);
    const put: unknown[] = [];
    let deleted = false;
    server.use(
      http.get('/api/admin/webhooks', () => HttpResponse.json(page(deleted ? [] : [hook]))),
      http.put('/api/admin/webhooks/w1', async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json(hook);
      }),
      http.delete('/api/admin/webhooks/w1', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/admin/webhooks/w1/deliveries', () =>
        HttpResponse.json(
          page([
            {
              id: 'd2',
              eventId: 'e1e1e1e1-0000',
              type: 'booking.confirmed',
              attempt: 2,
              statusCode: 200,
              error: null,
              succeeded: true,
              durationMs: 12,
              attemptedAt: '2026-11-21T15:00:01.000Z',
            },
            {
              id: 'd1',
              eventId: 'e1e1e1e1-0000',
              type: 'booking.confirmed',
              attempt: 1,
              statusCode: 500,
              error: 'Answered 500',
              succeeded: false,
              durationMs: 30,
              attemptedAt: '2026-11-21T15:00:00.000Z',
            },
          ]),
        ),
      ),
    );
    await renderPage('/admin/webhooks');
    const row = (await screen.findByText(hook.url, { selector: 'strong' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: `Edit ${hook.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Webhook' });
    await userEvent.click(within(dialog).getByLabelText('Booking cancelled'));
    await userEvent.click(within(dialog).getByLabelText('Active'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Webhook' }));
    expect(await screen.findByText('Webhook Saved')).toBeInTheDocument();
    expect(put).toEqual([
      { url: hook.url, description: 'CRM', kinds: ['booking.confirmed', 'booking.cancelled'], isActive: false },
    ]);

    await userEvent.click(within(row).getByRole('button', { name: `Deliveries to ${hook.url}` }));
    const log = await screen.findByRole('dialog', { name: 'Delivery Log' });
    expect(await within(log).findByText('Answered 500')).toBeInTheDocument();
    expect(within(log).getByText('Delivered (200)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(row).getByRole('button', { name: `Delete ${hook.url}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Webhook' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Webhook' }));
    expect(await screen.findByText('Webhook Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });
});
