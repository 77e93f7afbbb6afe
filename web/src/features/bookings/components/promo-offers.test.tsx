import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BookingModal } from '@/features/bookings/components/booking-modal';
import { payByCard, serveCardPayments, serveOrder } from '@/testing/checkout';
import { customer, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const DATE = '2030-06-07';
const BUNDLE = {
  id: 'po1',
  name: '5-Hour Bundle',
  description: 'Five hours of bay time at a discount.',
  discountPercentage: 20,
  creditsGranted: 5,
  offerPrice: '140.00',
  regularPrice: '175.00',
  maxPurchasesPerUser: 2,
};

function serveDay() {
  server.use(
    http.get('/api/tournaments', () => HttpResponse.json([])),
    http.get('/api/credit-offers', () => HttpResponse.json([])),
    http.get('/api/membership-plans', () => HttpResponse.json([])),
    http.get('/api/promotional-offers', () => HttpResponse.json([BUNDLE])),
    http.get('/api/availability', () =>
      HttpResponse.json({
        date: DATE,
        timezone: 'America/New_York',
        duration: 1,
        bookingIntervalMinutes: 30,
        fallbackHours: false,
        advanceBookingDays: 7,
        durations: [1, 2, 3, 4],
        bookable: true,
        message: null,
        bays: [{ id: 'b1', name: 'Bay 1', type: 'Standard Bay' }],
        slots: [],
      }),
    ),
  );
}

function renderModal() {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter>
        <BookingModal date={DATE} onClose={jest.fn()} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe("the booking modal's promotional offers", () => {
  it('shows an active offer (the 5-Hour Bundle) with its server price under Special Offers', async () => {
    signedInAs(null);
    serveDay();
    renderModal();
    const offers = await screen.findByTestId('promo-offers');
    expect(within(offers).getByRole('heading', { name: 'Special Offers' })).toBeInTheDocument();
    expect(offers).toHaveTextContent('5-Hour Bundle');
    expect(offers).toHaveTextContent('5 credits for $140.00, normally $175.00');
    expect(offers).toHaveTextContent('20% off');
    expect(offers).toHaveTextContent('Five hours of bay time at a discount.');
    expect(within(offers).getByRole('button', { name: 'Buy 5-Hour Bundle' })).toBeInTheDocument();
  });

  it("buys it as a paid order of one 'promotional-offer' line, priced by the server", async () => {
    signedInAs(customer);
    serveDay();
    server.use(
      http.get('/api/user-credits/u1', () => HttpResponse.json({ total: 0 })),
      http.get('/api/user-memberships', () => HttpResponse.json([])),
    );
    serveCardPayments(customer.id);
    const { quoted, paid } = serveOrder({
      type: 'promotional-offer',
      label: '5-Hour Bundle',
      amount: '140.00',
      reference: 'o1',
    });
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 5-Hour Bundle' }));
    const pay = await screen.findByTestId('payment-dialog');
    expect(pay).toHaveTextContent('5-Hour Bundle: 5 credits');
    await payByCard(pay, 'Pay $140.00');
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(quoted[0]).toMatchObject({ lines: [{ type: 'promotional-offer', offerId: 'po1' }] });
    expect(paid[0].lines).toEqual([{ type: 'promotional-offer', offerId: 'po1' }]);
    await waitFor(() => expect(screen.queryByTestId('payment-dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('asks a visitor to sign in before paying for an offer', async () => {
    signedInAs(null);
    serveDay();
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 5-Hour Bundle' }));
    expect(await screen.findByText('Sign in to buy the 5-Hour Bundle.')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-dialog')).not.toBeInTheDocument();
  });
});
