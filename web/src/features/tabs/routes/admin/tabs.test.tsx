import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StaffTabView } from '@contracts/tabs/tabs';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const unpaid: StaffTabView = {
  bookingId: '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
  status: 'unpaid',
  items: [
    {
      id: 'l1',
      menuItemId: 'm1',
      name: 'IPA',
      category: 'beer',
      unitPrice: '8.00',
      quantity: 2,
      amount: '16.00',
      refunded: '0.00',
      addedAt: '2026-12-03T23:10:00.000Z',
      addedBy: 'customer',
    },
  ],
  total: '16.00',
  totalCents: 1600,
  refunded: '0.00',
  paidVia: null,
  deskMethod: null,
  orderId: null,
  failureReason: 'Your card has insufficient funds.',
  closedAt: '2026-12-04T00:01:00.000Z',
  customerName: 'Ada Lovelace',
  bayName: 'Bay 2',
  startsAt: '2026-12-03T23:00:00.000Z',
  endsAt: '2026-12-04T00:00:00.000Z',
  date: '2026-12-03',
  startTime: '18:00:00',
};

describe('the admin tabs page', () => {
  it('lists unpaid tabs with customer, bay, items and total, and settles one at the desk', async () => {
    signedInAs(admin);
    let tabs: StaffTabView[] = [unpaid];
    const settled: unknown[] = [];
    server.use(
      http.get('/api/admin/tabs', () => HttpResponse.json(tabs)),
      http.post('/api/admin/tabs/:bookingId/settle', async ({ request, params }) => {
        settled.push({ bookingId: params.bookingId, ...((await request.json()) as object) });
        tabs = [];
        return HttpResponse.json({ ...unpaid, status: 'settled', paidVia: 'desk', deskMethod: 'card_present' });
      }),
    );
    await renderPage('/admin/tabs');
    const card = await screen.findByRole('article', { name: 'Tab of Ada Lovelace' });
    expect(within(card).getByText('Bay 2')).toBeInTheDocument();
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
    expect(within(card).getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: 'IPA' })).toBeInTheDocument();
    expect(within(card).getByTestId('tab-total')).toHaveTextContent('$16.00');

    await userEvent.selectOptions(within(card).getByLabelText(/Paid with/), 'card_present');
    await userEvent.click(within(card).getByRole('button', { name: 'Settle at Desk' }));
    expect(await screen.findByText('Tab Settled at the Desk')).toBeInTheDocument();
    expect(settled).toEqual([{ bookingId: unpaid.bookingId, method: 'card_present' }]);
    expect(await screen.findByText('No open or unpaid tabs.')).toBeInTheDocument();
  });

  it("shows the server's reason when the card is charged again and still refused", async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/tabs', () => HttpResponse.json([unpaid])),
      http.post('/api/admin/tabs/:bookingId/charge', () =>
        HttpResponse.json({ ...unpaid, failureReason: 'Your card was declined.' }),
      ),
    );
    await renderPage('/admin/tabs');
    await userEvent.click(await screen.findByRole('button', { name: 'Charge Card Now' }));
    expect(await screen.findByText('The Card Was Not Charged')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  });
});

describe("the customer's bar tab", () => {
  it('adds from the menu and shows the new total; the server refusing shows its message', async () => {
    signedInAs(customer);
    let tab: StaffTabView = { ...unpaid, status: 'open', items: [], total: '0.00', totalCents: 0, failureReason: null };
    const added: unknown[] = [];
    server.use(
      http.get('/api/menu', () =>
        HttpResponse.json([{ category: 'beer', label: 'Beer', items: [{ id: 'm1', name: 'IPA', price: '8.00' }] }]),
      ),
      http.get('/api/bookings/:id/tab', () => HttpResponse.json(tab)),
      http.post('/api/bookings/:id/tab/items', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        added.push(body);
        if (body.quantity > 50)
          return HttpResponse.json(
            { code: 'TAB.BAD_QUANTITY', message: 'Quantity must be a whole number from 1 to 50.' },
            { status: 400 },
          );
        tab = { ...tab, items: [{ ...unpaid.items[0], quantity: body.quantity, amount: '16.00' }], total: '16.00' };
        return HttpResponse.json(tab, { status: 201 });
      }),
    );
    await renderPage(`/bar-tab/${unpaid.bookingId}`);
    expect(await screen.findByText('Nothing on the tab yet.')).toBeInTheDocument();
    const qty = await screen.findByLabelText('Quantity of IPA');
    await userEvent.clear(qty);
    await userEvent.type(qty, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Add IPA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quantity must be a whole number from 1 to 50.');
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add IPA' }));
    expect(await screen.findByTestId('tab-total')).toHaveTextContent('$16.00');
    expect(added).toEqual([
      { menuItemId: 'm1', quantity: 99 },
      { menuItemId: 'm1', quantity: 2 },
    ]);
  });
});
