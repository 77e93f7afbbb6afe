import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminBookingRow, TeeSheet } from '@contracts/bookings/admin-bookings';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';
import { adminBooking, serveBookingDialog } from '@/testing/admin-booking';

afterEach(() => act(() => dismissToast()));

const DATE = '2030-03-14';
const booking = adminBooking(DATE);
const { row, detail } = booking;
const sheet = (bookings: AdminBookingRow[] = [row]): TeeSheet => ({
  date: DATE,
  hours: { openTime: '09:00', closeTime: '13:00', intervalMinutes: 60, slots: ['09:00', '10:00', '11:00', '12:00'] },
  bays: [
    { id: 'b1', name: 'Bay 1', bufferMinutes: 15 },
    { id: 'b2', name: 'Bay 2', bufferMinutes: 0 },
  ],
  bookings,
});

describe('the admin tee sheet', () => {
  it('shows each booking as a block; a block opens its detail and history, the phone opens the chat', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/tee-sheet', () => HttpResponse.json(sheet())),
      http.get('/api/admin/support/conversations/u1/messages', () =>
        HttpResponse.json({
          conversation: { conversationKey: 'u1', userId: 'u1', name: 'Ada Tester', phoneNumber: customer.phoneNumber },
          messages: [],
        }),
      ),
      http.get('/api/admin/canned-responses', () => HttpResponse.json([])),
    );
    serveBookingDialog(booking);
    await renderPage(`/admin/tee-sheet?date=${DATE}`);
    expect(await screen.findByRole('heading', { name: 'Tee Sheet' }, { timeout: 15_000 })).toBeInTheDocument();
    const block = await screen.findByRole('button', {
      name: /Ada Tester, Bay 1 10:00 AM to 12:00 PM, Confirmed, paid/,
    });
    expect(screen.getAllByRole('button', { name: /^Book Bay 1 at/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Book Bay 2 at/ })).toHaveLength(4);
    // Bay 1 keeps 15 minutes for cleaning after the booking; Bay 2 has no buffer.
    expect(screen.getAllByTestId('tee-sheet-buffer').map((b) => b.textContent)).toEqual(['15 min buffer']);
    await userEvent.click(block);
    const dialog = await screen.findByTestId('booking-detail');
    expect(await within(dialog).findByText('Booked Bay 1 for 2 h, $70.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: customer.phoneNumber! }));
    const panel = await screen.findByTestId('admin-chat-panel');
    expect(await within(panel).findByRole('heading', { name: 'Ada Tester' })).toBeInTheDocument();
  });

  it('books a walk-in from an empty cell, prefilled with its bay, date and time', async () => {
    signedInAs(admin);
    const sent: unknown[] = [];
    let booked = false;
    server.use(
      http.get('/api/admin/tee-sheet', () =>
        HttpResponse.json(
          sheet(
            booked
              ? [
                  row,
                  {
                    ...row,
                    id: 'bk2',
                    bay: { id: 'b2', name: 'Bay 2' },
                    customer: { userId: null, name: 'Wally Walkin', phone: '+16175550123', email: null },
                    paymentStatus: 'paid_at_venue',
                  },
                ]
              : [row],
          ),
        ),
      ),
      http.get('/api/bays', () => HttpResponse.json([])),
      http.post('/api/admin/bookings', async ({ request }) => {
        sent.push(await request.json());
        booked = true;
        return HttpResponse.json(
          {
            ...detail,
            id: 'bk2',
            bay: { id: 'b2', name: 'Bay 2' },
            customer: { userId: null, name: 'Wally Walkin', phone: '+16175550123', email: null },
          },
          { status: 201 },
        );
      }),
    );
    await renderPage(`/admin/tee-sheet?date=${DATE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Book Bay 2 at 11:00 AM' }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('desk-booking');
    expect(within(dialog).getByLabelText('Bay')).toHaveValue('b2');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(DATE);
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('11:00');
    await userEvent.click(within(dialog).getByLabelText('Walk-in guest'));
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Wally');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Walkin');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+16175550123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('button', { name: /Wally Walkin, Bay 2/ })).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        guest: { firstName: 'Wally', lastName: 'Walkin', phoneNumber: '+16175550123', email: '' },
        bayId: 'b2',
        date: DATE,
        startTime: '11:00',
        duration: 1,
        payment: 'venue',
      }),
    ]);
    expect(screen.queryByTestId('desk-booking')).not.toBeInTheDocument();
  });

  it('cancels a booking with an override refund and a reason from its detail', async () => {
    signedInAs(admin);
    const sent: unknown[] = [];
    const cancelled = { ...detail, status: 'cancelled', refundAmount: '12.50', refundReason: 'Override: Rain' };
    server.use(
      http.get('/api/admin/tee-sheet', () => HttpResponse.json(sheet())),
      http.get('/api/admin/bookings/bk1/cancellation-preview', () =>
        HttpResponse.json({
          bookingAmount: '70.00',
          maxRefund: '70.00',
          policy: { refundAmount: '70.00', refundPercentage: 100, refundReason: 'Full refund' },
        }),
      ),
      http.post('/api/admin/bookings/bk1/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...detail,
          status: 'cancelled',
          refundAmount: '12.50',
          refundReason: 'Override: Rain',
        });
      }),
    );
    serveBookingDialog(booking, () => (sent.length ? cancelled : detail));
    await renderPage(`/admin/tee-sheet?date=${DATE}`);
    await userEvent.click(await screen.findByRole('button', { name: /Ada Tester, Bay 1/ }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('booking-detail');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel Booking' }));
    expect(await within(dialog).findByText(/Policy: refund \$70\.00/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(/Override/));
    await userEvent.type(within(dialog).getByLabelText('Refund amount'), '12.50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Rain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(dialog).findByText('$12.50 refunded (Override: Rain)')).toBeInTheDocument();
    expect(sent).toEqual([{ mode: 'override', refundAmount: '12.50', reason: 'Rain' }]);
  });
});
