import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { server } from '@/testing/server';
import { PaymentDialog } from './payment-dialog';
import { SaveCardDialog } from './save-card-dialog';

const REASON =
  'A card on file is required for bookings made more than 24 hours ahead. Please save a card to confirm this booking; it is only charged for a no-show or a late cancellation.';

/** No provider keys (card twin), a token per card, and the card-on-file route. */
function serve(save: () => Response) {
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/payment-config', () => HttpResponse.json({ message: 'Admin only' }, { status: 403 })),
    http.get('/api/square/config', () => HttpResponse.json({ applicationId: 'local-card-twin' })),
    http.post('/api/dev/card-tokens', () => HttpResponse.json({ token: 'twin_tok_9' }, { status: 201 })),
    http.post('/api/users/u1/card-on-file', async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return save();
    }),
  );
  return saved;
}

async function typeCard(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText('Cardholder Name');
  for (const [label, value] of [
    ['Cardholder Name', 'pat golfer'],
    ['Card Number', '4242 4242 4242 4242'],
    ['Month (MM)', '12'],
    ['Year (YY)', '34'],
    ['CVV', '123'],
  ])
    await user.type(screen.getByLabelText(label), value);
}

afterEach(() => act(() => dismissToast()));

describe('saving a card on file before a booking that needs one', () => {
  it("says why, saves the card's token without charging it, and hands back the card", async () => {
    const saved = serve(() =>
      HttpResponse.json({ card: { brand: 'VISA', last4: '4242' }, message: 'Your card is saved.' }, { status: 201 }),
    );
    const onSaved = jest.fn();
    render(
      <>
        <SaveCardDialog
          userId="u1"
          reason={REASON}
          saveLabel="Save Card and Book"
          onSaved={onSaved}
          onClose={jest.fn()}
        />
        <Toaster />
      </>,
    );
    expect(screen.getByText(REASON)).toBeInTheDocument();
    expect(screen.getByText(/Nothing is charged now/)).toBeInTheDocument();
    const user = userEvent.setup();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Save Card and Book' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ brand: 'VISA', last4: '4242' }));
    expect(saved).toEqual([{ sourceId: 'twin_tok_9', processor: 'square' }]);
    expect(screen.getByText('VISA ending 4242 is on file.')).toBeInTheDocument();
  });

  it("shows the card's refusal and keeps the step open", async () => {
    serve(() => HttpResponse.json({ message: 'Your card was declined.', code: 'PAYMENT.DECLINED' }, { status: 402 }));
    const onSaved = jest.fn();
    render(<SaveCardDialog userId="u1" reason={REASON} onSaved={onSaved} onClose={jest.fn()} />);
    const user = userEvent.setup();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('turns a free booking refused for want of a card into the card step, not a failure', async () => {
    serve(() => HttpResponse.json({}, { status: 500 }));
    server.use(
      http.post('/api/orders/quote', () =>
        HttpResponse.json({
          currency: 'USD',
          lines: [{ type: 'booking', label: 'Bay 1', amount: '35.00', details: {} }],
          subtotal: '35.00',
          adjustments: [{ kind: 'gift-card', label: 'Gift card', amount: '-35.00' }],
          total: '0.00',
          requiresCard: false,
          creditsUsable: true,
        }),
      ),
      http.post('/api/orders', () =>
        HttpResponse.json({ message: REASON, code: 'BOOKING.CARD_ON_FILE_REQUIRED' }, { status: 402 }),
      ),
    );
    const onCardRequired = jest.fn();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PaymentDialog
          order={{ lines: [{ type: 'booking' }] }}
          userId="u1"
          confirmLabel="Confirm Booking"
          onPaid={jest.fn()}
          onClose={jest.fn()}
          onCardRequired={onCardRequired}
        />
        <Toaster />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking - $0.00' }));
    await waitFor(() => expect(onCardRequired).toHaveBeenCalledWith(REASON));
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });
});
