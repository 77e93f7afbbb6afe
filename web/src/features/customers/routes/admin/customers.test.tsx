import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the admin customers page', () => {
  it('opens the floating chat on a customer from their row, with their conversation and a reply box', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/users', () =>
        HttpResponse.json({
          items: [
            {
              ...customer,
              credits: 0,
              membershipCredits: 2,
              loyaltyCredits: 1,
              totalCredits: 3,
              createdAt: '2026-01-15T15:00:00.000Z',
              blockedFromBooking: true,
            },
          ],
          total: 1,
          nextCursor: null,
        }),
      ),
      http.get('/api/admin/support/conversations/u1/messages', () =>
        HttpResponse.json({
          conversation: {
            conversationKey: 'u1',
            userId: 'u1',
            name: 'Ada Tester',
            phoneNumber: customer.phoneNumber,
            unreadCount: 0,
          },
          messages: [],
        }),
      ),
      http.get('/api/admin/canned-responses', () => HttpResponse.json([])),
    );
    await renderPage('/admin/customers');
    const table = await screen.findByRole('table', { name: 'Customers' }, { timeout: 15_000 });
    expect(await within(table).findByRole('link', { name: 'Ada Tester' })).toHaveAttribute(
      'href',
      '/admin/customers/u1',
    );
    expect(within(table).getByText('Blocked')).toBeInTheDocument();
    // The whole balance (general, membership and loyalty), as on the customer's page.
    const credits = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Credits');
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[credits]).toHaveTextContent(/^3$/);
    await userEvent.click(within(table).getByRole('button', { name: 'Message' }));
    const panel = await screen.findByTestId('admin-chat-panel');
    expect(await within(panel).findByRole('heading', { name: 'Ada Tester' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reply')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('admin-chat-panel')).not.toBeInTheDocument();
  });
});
