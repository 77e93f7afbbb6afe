import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the booking success page', () => {
  it('moves the old /booking-success address to /payment-success and shows every line paid', async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/bookings/details/b1', () =>
        HttpResponse.json({
          id: 'b1',
          reference: 'B1REF000',
          date: '2026-11-28',
          startTime: '18:00:00',
          endTime: '20:00:00',
          totalAmount: '88.00',
          status: 'confirmed',
          paymentStatus: 'paid',
          bay: { name: 'Bay 1' },
          user: { firstName: 'Ada', lastName: 'Tester' },
          receipt: {
            lines: [
              { type: 'booking', label: 'Bay 1, 2 hours', amount: '70.00' },
              { type: 'credit-offer', label: '1 credit (special offer)', amount: '18.00' },
            ],
            adjustments: [],
            charged: '88.00',
            paidWith: ['$88.00 by card'],
          },
        }),
      ),
      http.get('/api/bookings/b1/door-code', () => HttpResponse.json(null)),
    );
    const router = await renderPage('/booking-success?booking_id=b1');
    expect(await screen.findByRole('heading', { name: 'Payment Confirmed' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.search).toBe('?booking_id=b1');
    expect(screen.getByText('Bay 1, 2 hours')).toBeInTheDocument();
    expect(screen.getByText('1 credit (special offer)')).toBeInTheDocument();
    expect(screen.getByTestId('total-paid')).toHaveTextContent('$88.00');
    expect(screen.getByRole('button', { name: 'Print Receipt' })).toBeInTheDocument();
    expect(screen.queryByText('Door code')).not.toBeInTheDocument();
  });

  it("shows the booking's door code and when it opens, once it is issued", async () => {
    signedInAs(customer);
    let asked = 0;
    server.use(
      http.get('/api/bookings/details/b2', () =>
        HttpResponse.json({
          id: 'b2',
          reference: 'B2REF000',
          date: '2026-11-28',
          startTime: '18:00:00',
          endTime: '20:00:00',
          totalAmount: '70.00',
          status: 'confirmed',
          paymentStatus: 'paid',
          bay: { name: 'Bay 2' },
        }),
      ),
      // Issued just after the confirmation: the first ask finds none yet.
      http.get('/api/bookings/b2/door-code', () =>
        ++asked === 1
          ? HttpResponse.json(null)
          : HttpResponse.json({
              code: '482913',
              validFrom: '2026-11-28T22:45:00.000Z',
              validUntil: '2026-11-29T01:00:00.000Z',
              opensAt: '5:45 PM',
            }),
      ),
    );
    await renderPage('/payment-success?booking_id=b2');
    expect(await screen.findByTestId('door-code', {}, { timeout: 8000 })).toHaveTextContent('482913');
    expect(screen.getByText('opens 5:45 PM, until your booking ends')).toBeInTheDocument();
  }, 15_000);

  it("shows a tournament entry's team and the scorer code teammates use at the bay", async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/bookings/details/b3', () =>
        HttpResponse.json({
          id: 'b3',
          userId: 'u1',
          tournamentId: 't1',
          isTournamentBooking: true,
          date: '2026-11-28',
          startTime: '18:00:00',
          endTime: '20:00:00',
          totalAmount: '25.00',
          status: 'confirmed',
          paymentStatus: 'paid',
          bay: { name: 'Bay 3' },
        }),
      ),
      http.get('/api/bookings/b3/door-code', () => HttpResponse.json(null)),
      http.get('/api/user-tournaments/u1', () =>
        HttpResponse.json([
          {
            id: 'e0',
            tournamentId: 't0',
            tournament: { id: 't0', name: 'Last Cup' },
            entry: { bookingId: 'b0', teamName: 'Old Team', scorerCode: 'ZZZZ-ZZZZ' },
          },
          {
            id: 'e1',
            tournamentId: 't1',
            tournament: { id: 't1', name: 'Friday Night Scramble' },
            entry: { entryId: 'e1', bookingId: 'b3', teamName: 'Birdie Hunters', scorerCode: 'K7QP-4MWX' },
          },
        ]),
      ),
    );
    await renderPage('/payment-success?booking_id=b3');
    expect(await screen.findByTestId('scorer-code', {}, { timeout: 15_000 })).toHaveTextContent('K7QP-4MWX');
    expect(screen.getByTestId('team-name')).toHaveTextContent('Birdie Hunters');
    expect(
      screen.getByText('Give this code to teammates who score at the bay without signing in.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ZZZZ-ZZZZ')).not.toBeInTheDocument();
  }, 20_000);
});
