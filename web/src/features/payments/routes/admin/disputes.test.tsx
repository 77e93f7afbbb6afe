import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DisputeAnswer } from '@contracts/payments/provider-money';
import { dismissToast } from '@/components/ui/toast-store';
import { adminBooking, serveBookingDialog } from '@/testing/admin-booking';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const DAY = 86_400_000;

/** Pat's dispute of booking bk1 (Bay 1, Dec 19, 2019 at 11:00), its evidence deadline passed. */
const dispute = (patch: Partial<DisputeAnswer> = {}): DisputeAnswer => ({
  disputeId: 'dp_1',
  provider: 'square',
  paymentId: 'pay_1',
  orderId: 'order-0001',
  bookingId: 'bk1',
  userId: 'user-1',
  customerName: 'Pat Golfer',
  amount: '35.00',
  withdrawn: '35.00',
  fee: '15.00',
  reason: 'NOT_AS_DESCRIBED',
  status: 'needs_response',
  evidenceDueBy: '2020-01-01T15:00:00.000Z',
  openedAt: '2019-12-20T15:00:00.000Z',
  closedAt: null,
  cardBlocked: true,
  clearedAt: null,
  clearedBy: null,
  evidence: {
    booking: { date: '2019-12-19', startTime: '11:00', duration: 1, bayId: 'bay-1', status: 'confirmed' },
    receipt: { orderId: 'order-0001', cardCents: 3500, paidAt: '2019-12-18T15:00:00.000Z' },
    doorCode: {
      issuedAt: '2019-12-18T15:00:00.000Z',
      validFrom: '2019-12-19T15:45:00.000Z',
      validUntil: '2019-12-19T17:15:00.000Z',
      status: 'expired',
    },
  },
  ...patch,
});

/** An open dispute with no evidence on record, its deadline far off. */
const later = dispute({
  disputeId: 'dp_2',
  provider: 'stripe',
  userId: null,
  customerName: null,
  bookingId: null,
  orderId: null,
  amount: '20.00',
  fee: '0.00',
  reason: 'fraudulent',
  status: 'under_review',
  evidenceDueBy: new Date(Date.now() + 10 * DAY).toISOString(),
  cardBlocked: false,
  evidence: { booking: null, receipt: null, doorCode: null },
});

const bays = () => http.get('/api/admin/bays', () => HttpResponse.json([{ id: 'bay-1', name: 'Bay 1' }]));

describe('the admin disputes page', () => {
  it('lists the open disputes with their evidence, and opens the booking', async () => {
    signedInAs(admin);
    const asked: string[] = [];
    server.use(
      bays(),
      http.get('/api/admin/disputes', ({ request }) => {
        const query = new URL(request.url).search;
        asked.push(query);
        return HttpResponse.json({ disputes: query === '?status=all' ? [dispute(), later] : [dispute()] });
      }),
    );
    serveBookingDialog(adminBooking('2019-12-19'));
    await renderPage('/admin/disputes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' }, { timeout: 15_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Open card disputes' });
    const row = within(table).getByRole('link', { name: 'Pat Golfer' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Pat Golfer' })).toHaveAttribute('href', '/admin/customers/user-1');
    const cell = (column: string) => row.querySelector(`td[data-label="${column}"]`)!;
    expect(cell('Amount')).toHaveTextContent('$35.00');
    expect(cell('Fee')).toHaveTextContent('$15.00');
    expect(cell('Reason')).toHaveTextContent('Not as described');
    expect(cell('Status')).toHaveTextContent('Needs response');
    // The deadline has passed: marked.
    expect(within(cell('Evidence due') as HTMLElement).getByText('Jan 1, 2020 (past)')).toHaveClass('badge-danger');
    expect(cell('Booking')).toHaveTextContent('Thursday, December 19, 2019, 11:00 AM for 1 h');
    expect(cell('Booking')).toHaveTextContent('Bay 1 · Confirmed');
    expect(cell('Receipt')).toHaveTextContent('Order ORDER-00');
    expect(cell('Receipt')).toHaveTextContent('$35.00 by card');
    expect(cell('Door code')).toHaveTextContent(/Issued Dec 18, 2019/);
    expect(cell('Door code')).toHaveTextContent(/Valid Dec 19, 2019, 10:45 AM.* to Dec 19, 2019, 12:15 PM/);
    expect(cell('Door code')).toHaveTextContent('Expired');
    expect(cell('Card payments')).toHaveTextContent('Blocked');

    // The booking opens in its dialog, as the Bookings page opens it.
    await userEvent.click(
      await within(row).findByRole('button', { name: 'Open booking of Pat Golfer on 2019-12-19 at 11:00' }),
    );
    const booking = await screen.findByTestId('booking-detail');
    expect(await within(booking).findByText(/December 19, 2019, 10:00 AM/)).toBeInTheDocument();
    await userEvent.click(within(booking).getByRole('button', { name: 'Close' }));

    // All disputes: the one without a customer or evidence, its deadline not near.
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    const all = await screen.findByRole('table', { name: 'Card disputes' });
    const other = within(all).getByText('Unknown customer').closest('tr')!;
    expect(other.querySelector('td[data-label="Evidence due"] .badge')).toBeNull();
    expect(other.querySelector('td[data-label="Booking"]')).toHaveTextContent('None on record');
    expect(other.querySelector('td[data-label="Door code"]')).toHaveTextContent('None issued');
    expect(other.querySelector('td[data-label="Card payments"]')).toHaveTextContent('Allowed');
    expect(asked).toEqual(['?status=open', '?status=all']);
  });

  it('lets the customer pay by card again, with a note, and shows the dispute cleared', async () => {
    signedInAs(admin);
    let cleared = false;
    const notes: unknown[] = [];
    server.use(
      bays(),
      http.get('/api/admin/disputes', () =>
        HttpResponse.json({
          disputes: [
            cleared
              ? dispute({ cardBlocked: false, clearedAt: '2019-12-21T15:00:00.000Z', clearedBy: 'a1' })
              : dispute(),
          ],
        }),
      ),
      http.post('/api/admin/disputes/dp_1/clear', async ({ request }) => {
        notes.push(await request.json());
        cleared = true;
        return HttpResponse.json({ cleared: true });
      }),
    );
    await renderPage('/admin/disputes');
    const row = (await screen.findByRole('link', { name: 'Pat Golfer' }, { timeout: 15_000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Let pay by card again' }));
    const dialog = await screen.findByTestId('clear-dispute-dialog');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Spoke to Pat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Let pay by card again' }));
    expect(await within(row).findByText('Allowed (cleared Dec 21, 2019)')).toBeInTheDocument();
    expect(screen.queryByTestId('clear-dispute-dialog')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Let pay by card again' })).not.toBeInTheDocument();
    expect(notes).toEqual([{ note: 'Spoke to Pat' }]);
  });

  it('says when no dispute is open', async () => {
    signedInAs(admin);
    server.use(
      bays(),
      http.get('/api/admin/disputes', () => HttpResponse.json({ disputes: [] })),
    );
    await renderPage('/admin/disputes');
    expect(await screen.findByText('No open card disputes.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
