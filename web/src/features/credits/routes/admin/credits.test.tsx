import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CreditMovementView } from '@contracts/customers/admin-customers';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const USER = '6f1f7c1e-9d0a-4b7e-8a57-1a2b3c4d5e6f';
const spend: CreditMovementView = {
  id: 'e2',
  userId: USER,
  customerName: 'Robin Putter',
  bucket: 'membership',
  buckets: { general: 0, membership: -2, loyalty: 0 },
  amount: -2,
  kind: 'spend',
  reason: 'Booking B1',
  actor: { userId: USER, role: 'customer', name: 'Robin Putter' },
  balanceAfter: { total: 1, general: 1, membership: 0, loyalty: 0 },
  createdAt: '2026-11-20T15:00:00.000Z',
};

describe('the admin credits page', () => {
  it('lists every movement with the customer and sends the filters to the server', async () => {
    signedInAs(admin);
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/credits/movements', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ items: [spend], total: 1, nextCursor: null });
      }),
    );
    await renderPage('/admin/credits');
    const table = await screen.findByRole('table', { name: 'Credit movements' }, { timeout: 15_000 });
    expect(await within(table).findByText('Booking B1')).toBeInTheDocument();
    expect(within(table).getAllByText('Robin Putter').length).toBeGreaterThan(0);
    expect(within(table).getByText('Spent')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'spend');
    await userEvent.selectOptions(screen.getByLabelText('Bucket'), 'membership');
    await waitFor(() => expect(queries.at(-1)?.get('bucket')).toBe('membership'));
    expect(queries.at(-1)?.get('kind')).toBe('spend');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('grants credits to a customer found by search, with a reason', async () => {
    signedInAs(admin);
    const grants: unknown[] = [];
    server.use(
      http.get('/api/admin/credits/movements', () => HttpResponse.json({ items: [], total: 0, nextCursor: null })),
      http.get('/api/admin/users', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        const items =
          search === 'rob'
            ? [{ id: USER, firstName: 'Robin', lastName: 'Putter', phoneNumber: '+12125550199', email: 'r@x.com' }]
            : [];
        return HttpResponse.json({ items, total: items.length, nextCursor: null });
      }),
      http.post('/api/admin/credits/grants', async ({ request }) => {
        grants.push(await request.json());
        return HttpResponse.json(
          { userId: USER, balances: { total: 2, general: 2, membership: 0, loyalty: 0 } },
          { status: 201 },
        );
      }),
    );
    await renderPage('/admin/credits');
    await userEvent.click(await screen.findByRole('button', { name: 'Grant credits' }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('credit-change-dialog');
    expect(within(dialog).getByRole('button', { name: 'Grant credits' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Customer'), 'rob');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Robin Putter/ }));
    await userEvent.type(within(dialog).getByLabelText('Credits'), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByText('Grants are positive amounts')).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Credits'));
    await userEvent.type(within(dialog).getByLabelText('Credits'), '2');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'League prize');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText('Robin Putter now has 2 credits.')).toBeInTheDocument();
    expect(grants).toEqual([{ userId: USER, amount: '2', bucket: 'general', reason: 'League prize' }]);
  });
});
