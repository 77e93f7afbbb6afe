import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const dispute = (cleared: boolean) => ({
  disputeId: 'dp_1',
  provider: 'square',
  paymentId: 'pay_1',
  orderId: 'order-0001',
  bookingId: 'booking-1',
  userId: 'user-1',
  customerName: 'Pat Golfer',
  amount: '35.00',
  withdrawn: '35.00',
  fee: '0.00',
  reason: 'not_as_described',
  status: 'needs_response',
  evidenceDueBy: '2020-01-01T00:00:00.000Z',
  openedAt: '2019-12-20T00:00:00.000Z',
  closedAt: null,
  cardBlocked: !cleared,
  clearedAt: cleared ? '2019-12-21T00:00:00.000Z' : null,
  clearedBy: cleared ? 'admin-1' : null,
  evidence: {
    booking: { date: '2019-12-19', startTime: '11:00', duration: 1, bayId: 'bay-1', status: 'confirmed' },
    receipt: { orderId: 'order-0001', cardCents: 3500, paidAt: '2019-12-18T00:00:00.000Z' },
    doorCode: {
      issuedAt: '2019-12-18T00:00:00.000Z',
      validFrom: '2019-12-19T10:45:00.000Z',
      validUntil: '2019-12-19T12:15:00.000Z',
      status: 'active',
    },
  },
});

describe('the admin disputes page', () => {
  it('lists open disputes with their evidence, and lets the customer pay by card again', async () => {
    signedInAs(admin);
    let cleared = false;
    const notes: unknown[] = [];
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json({ disputes: [dispute(cleared)] })),
      http.post('/api/admin/disputes/dp_1/clear', async ({ request }) => {
        notes.push(await request.json());
        cleared = true;
        return HttpResponse.json({ cleared: true });
      }),
    );
    jest.spyOn(window, 'prompt').mockReturnValue('Spoke to Pat');
    await renderPage('/admin/disputes');
    const row = (await screen.findByRole('link', { name: 'Pat Golfer' })).closest('tr')!;
    expect(within(row).getByText('Needs response')).toBeInTheDocument();
    expect(within(row).getByText(/\(past\)/)).toBeInTheDocument();
    expect(within(row).getByText(/Booking: 2019-12-19 11:00, 1 h/)).toBeInTheDocument();
    expect(within(row).getByText(/Receipt: order order-00, \$35\.00 by card/)).toBeInTheDocument();
    expect(within(row).getByText(/Door code: issued/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Let pay by card again' }));
    expect(await screen.findByText(/Allowed \(cleared/)).toBeInTheDocument();
    expect(notes).toEqual([{ note: 'Spoke to Pat' }]);
  });

  it('says when no dispute is open', async () => {
    signedInAs(admin);
    server.use(http.get('/api/admin/disputes', () => HttpResponse.json({ disputes: [] })));
    await renderPage('/admin/disputes');
    expect(await screen.findByText('No open card disputes.')).toBeInTheDocument();
  });
});
