import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';
import { adminBooking, serveBookingDialog } from '@/testing/admin-booking';

afterEach(() => act(() => dismissToast()));

const booking = adminBooking('2026-03-14');
const { row, detail } = booking;

describe('the admin bookings page', () => {
  it('filters on the server, opens a booking from its row and marks a started one as a no-show', async () => {
    signedInAs(admin);
    const lists: URLSearchParams[] = [];
    let marked = false;
    server.use(
      http.get('/api/bays', () => HttpResponse.json([{ id: 'b1', name: 'Bay 1', isActive: true }])),
      http.get('/api/admin/bookings', ({ request }) => {
        lists.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          items: [{ ...row, status: marked ? 'no_show' : 'confirmed' }],
          total: 1,
          nextCursor: null,
        });
      }),
      http.post('/api/admin/bookings/bk1/no-show', () => {
        marked = true;
        return HttpResponse.json({ ...detail, status: 'no_show' });
      }),
    );
    serveBookingDialog(booking, () => ({ ...detail, status: marked ? 'no_show' : 'confirmed' }));
    await renderPage('/admin/bookings');
    const table = await screen.findByRole('table', { name: 'Bookings' }, { timeout: 15_000 });
    expect(within(table).getByText('Ada Tester')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await userEvent.selectOptions(screen.getByLabelText('Bay'), 'b1');
    await userEvent.type(screen.getByLabelText('Search'), 'Ada');
    await waitFor(() =>
      expect(
        lists.some((q) => q.get('status') === 'confirmed' && q.get('bayId') === 'b1' && q.get('search') === 'Ada'),
      ).toBe(true),
    );

    await userEvent.click(within(table).getByRole('button', { name: /Open booking of Ada Tester/ }));
    const dialog = await screen.findByTestId('booking-detail');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark No-Show' }));
    expect(await screen.findByText('Marked as No-Show')).toBeInTheDocument();
    expect(await within(dialog).findAllByText('No-show')).not.toHaveLength(0);
  });

  it('books for a customer found by name, paid by card through the card form', async () => {
    signedInAs(admin);
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.get('/api/bays', () => HttpResponse.json([{ id: 'b1', name: 'Bay 1', isActive: true }])),
      http.get('/api/admin/bookings', () => HttpResponse.json({ items: [], total: 0, nextCursor: null })),
      http.get('/api/admin/users', () => HttpResponse.json({ items: [customer], total: 1, nextCursor: null })),
      http.get('/api/admin/payment-config', () => HttpResponse.json({ message: 'none' }, { status: 404 })),
      http.get('/api/square/config', () => HttpResponse.json({ message: 'none' }, { status: 404 })),
      http.post('/api/dev/card-tokens', () => HttpResponse.json({ token: 'twin_tok_1' }, { status: 201 })),
      http.post('/api/admin/bookings', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(detail, { status: 201 });
      }),
    );
    serveBookingDialog(booking);
    await renderPage('/admin/bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'New booking' }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('desk-booking');
    await userEvent.type(within(dialog).getByLabelText('Find customer'), 'Ada');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Ada Tester/ }));
    await userEvent.type(within(dialog).getByLabelText('Start time'), '10:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Duration'), '2');
    await userEvent.click(within(dialog).getByLabelText('Card'));
    await userEvent.type(await within(dialog).findByLabelText('Cardholder Name'), 'Ada Tester');
    await userEvent.type(within(dialog).getByLabelText('Card Number'), '4242424242424242');
    await userEvent.type(within(dialog).getByLabelText('Month (MM)'), '12');
    await userEvent.type(within(dialog).getByLabelText('Year (YY)'), '39');
    await userEvent.type(within(dialog).getByLabelText('CVV'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking Confirmed')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        userId: customer.id,
        bayId: 'b1',
        startTime: '10:00',
        duration: 2,
        payment: 'card',
        sourceId: 'twin_tok_1',
      }),
    ]);
    expect(await screen.findByTestId('booking-detail')).toBeInTheDocument();
  });
});
