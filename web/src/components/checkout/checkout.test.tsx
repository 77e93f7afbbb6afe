import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { OrderChoice } from '@/lib/payments/orders';
import { usePhoneUser } from '@/lib/session/phone-user';
import { payByCard, serveCardPayments, serveOrder } from '@/testing/checkout';
import { customer, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';
import { CheckoutDialogs, useCheckout } from '.';

const order: OrderChoice = {
  lines: [{ type: 'booking', bayId: 'b1', date: '2030-06-07', startTime: '18:00:00', duration: 1 }],
} as OrderChoice;

/** A purchase as every feature writes it: the hook, a button, the dialogs. */
function Purchase() {
  const { user } = usePhoneUser();
  const checkout = useCheckout({ user, order });
  return (
    <>
      <button type="button" onClick={checkout.start}>
        Buy
      </button>
      <CheckoutDialogs
        checkout={checkout}
        signInReason="Sign in to buy this."
        payment={{ details: <p>Bay 1 at 6:00 PM</p>, confirmLabel: 'Confirm Booking' }}
        receipt="booking"
      />
    </>
  );
}

function Receipt() {
  const [params] = useSearchParams();
  return <p>Receipt for {params.get('booking_id')}</p>;
}

function serve() {
  server.use(
    http.post('/api/auth/check-phone', () => HttpResponse.json({ exists: true })),
    http.post('/api/auth/phone/send-code', () => HttpResponse.json({ success: true })),
    http.post('/api/auth/phone/verify-code', () => HttpResponse.json({ user: customer }, { status: 201 })),
  );
  serveCardPayments(customer.id);
  return serveOrder({ type: 'booking', label: 'Bay 1, 1 hour', amount: '40.00', reference: 'bk1' });
}

describe('the shared checkout (sign in, then pay)', () => {
  it('signs a visitor in, then opens the payment dialog with the server quote, then shows the receipt', async () => {
    signedInAs(null);
    const { quoted, paid } = serve();
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<Purchase />} />
            <Route path="/payment-success" element={<Receipt />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const signIn = await screen.findByTestId('phone-sign-in-dialog');
    expect(signIn).toHaveTextContent('Sign in to buy this.');
    expect(screen.queryByTestId('payment-dialog')).not.toBeInTheDocument();
    await userEvent.type(within(signIn).getByLabelText('Phone Number'), '2125550123');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Continue' }));
    await userEvent.type(await within(signIn).findByLabelText('Verification Code'), '123456');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Verify & Continue' }));

    // Signed in: the sign-in dialog closes and the payment dialog opens on its own, priced by the server.
    const pay = await screen.findByTestId('payment-dialog', {}, { timeout: 3000 });
    expect(screen.queryByTestId('phone-sign-in-dialog')).not.toBeInTheDocument();
    expect(pay).toHaveTextContent('Bay 1 at 6:00 PM');
    await waitFor(() => expect(quoted).toContainEqual({ ...order, couponCode: null }));
    expect(await within(pay).findByRole('button', { name: 'Pay $40.00' })).toBeInTheDocument();
    await payByCard(pay, 'Pay $40.00');

    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0].lines).toEqual(order.lines);
    expect(await screen.findByText('Receipt for bk1')).toBeInTheDocument();
  }, 20_000);

  it('lets a guest checkout pay without signing in', async () => {
    signedInAs(null);
    serve();
    function Guest() {
      const checkout = useCheckout({ user: null, order, guest: true });
      return (
        <>
          <button type="button" onClick={checkout.start}>
            Buy
          </button>
          <CheckoutDialogs checkout={checkout} payment={{}} />
        </>
      );
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>
          <Guest />
        </MemoryRouter>
      </SWRConfig>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByTestId('payment-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-sign-in-dialog')).not.toBeInTheDocument();
  });
});
