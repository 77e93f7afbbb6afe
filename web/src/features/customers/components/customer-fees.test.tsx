import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from '@/testing/server';
import { CustomerFees } from './customer-fees';

describe("a customer's fees in their history", () => {
  it('lists each fee with its outcome, a declined charge with its reason', async () => {
    server.use(
      http.get('/api/users/u1/booking-fees', () =>
        HttpResponse.json({
          fees: [
            {
              bookingId: 'abcd1234-0000-4000-8000-000000000001',
              kind: 'no_show',
              status: 'declined',
              amount: '20.00',
              reason: 'Your card has insufficient funds.',
              paymentId: null,
              updatedAt: '2026-03-01T15:00:00.000Z',
            },
            {
              bookingId: 'ef567890-0000-4000-8000-000000000002',
              kind: 'late_cancellation',
              status: 'charged',
              amount: '15.00',
              reason: null,
              paymentId: 'pi_1',
              updatedAt: '2026-02-01T15:00:00.000Z',
            },
          ],
        }),
      ),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CustomerFees userId="u1" />
      </SWRConfig>,
    );
    const table = await screen.findByRole('table', { name: 'No-show and late cancellation fees' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('No-show');
    expect(rows[0]).toHaveTextContent('$20.00');
    expect(rows[0]).toHaveTextContent('Declined: Your card has insufficient funds.');
    expect(rows[0]).toHaveTextContent('ABCD1234');
    expect(rows[1]).toHaveTextContent('Late cancellation');
    expect(rows[1]).toHaveTextContent('Charged');
  });

  it('says when there are none', async () => {
    server.use(http.get('/api/users/u2/booking-fees', () => HttpResponse.json({ fees: [] })));
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CustomerFees userId="u2" />
      </SWRConfig>,
    );
    expect(await screen.findByText('No no-show or late cancellation fees.')).toBeInTheDocument();
  });
});
