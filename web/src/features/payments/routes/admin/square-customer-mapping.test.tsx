import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CustomerMappingView } from '@contracts/customers/admin-customers';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const USER = '6f1f7c1e-9d0a-4b7e-8a57-1a2b3c4d5e6f';
const row = (patch: Partial<CustomerMappingView> = {}): CustomerMappingView => ({
  userId: USER,
  name: 'Robin Putter',
  email: 'robin@example.com',
  phoneNumber: '+12125550199',
  squareCustomerId: null,
  linkedBy: null,
  linkedAt: null,
  cardsOnFile: 0,
  card: null,
  ...patch,
});

describe('the Square customer mapping page', () => {
  it('lists accounts with their Square customer and re-links one after a confirm, showing the outcome', async () => {
    signedInAs(admin);
    let current = row();
    const relinked: string[] = [];
    server.use(
      http.get('/api/admin/debug/square-customer-mapping', () =>
        HttpResponse.json({ items: [current], total: 1, nextCursor: null }),
      ),
      http.post('/api/admin/debug/square-customer-mapping/:userId/relink', ({ params }) => {
        relinked.push(String(params.userId));
        current = row({ squareCustomerId: 'SQ_CUST_1', linkedBy: 'relink', linkedAt: '2026-11-20T15:00:00.000Z' });
        return HttpResponse.json({
          userId: USER,
          squareCustomerId: 'SQ_CUST_1',
          previousCustomerId: null,
          created: true,
        });
      }),
    );
    await renderPage('/admin/debug/square-customer-mapping');
    const table = await screen.findByRole('table', { name: 'Square customer mapping' }, { timeout: 15_000 });
    expect(await within(table).findByText('none')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Robin Putter' })).toHaveAttribute(
      'href',
      `/admin/customers/${USER}`,
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Re-link' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(relinked).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-link' }));
    expect(await screen.findByText(/a new Square customer was created/)).toBeInTheDocument();
    expect(relinked).toEqual([USER]);
    expect(await within(table).findByText('SQ_CUST_1')).toBeInTheDocument();
  });

  it('shows what went wrong when Square cannot be reached, and keeps the dialog open', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/debug/square-customer-mapping', () =>
        HttpResponse.json({ items: [row()], total: 1, nextCursor: null }),
      ),
      http.post('/api/admin/debug/square-customer-mapping/:userId/relink', () =>
        HttpResponse.json({ message: 'Square could not be reached. Please try again.' }, { status: 502 }),
      ),
    );
    await renderPage('/admin/debug/square-customer-mapping');
    const table = await screen.findByRole('table', { name: 'Square customer mapping' }, { timeout: 15_000 });
    await userEvent.click(await within(table).findByRole('button', { name: 'Re-link' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Square could not be reached. Please try again.',
    );
  });
});
