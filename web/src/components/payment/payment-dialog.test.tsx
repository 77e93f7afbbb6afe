import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { server } from '@/testing/server';
import type { AppliedCoupon } from '@/lib/payments/coupons';
import type { PaidOrder } from '@/lib/payments/orders';
import { PaymentDialog } from './payment-dialog';

const quote = {
  currency: 'USD',
  lines: [
    { type: 'gift-card', label: 'Gift card for Sam', amount: '25.00', details: {} },
    { type: 'credit-offer', label: '1 credit (special offer)', amount: '18.00', details: {} },
  ],
  subtotal: '43.00',
  adjustments: [],
  total: '43.00',
  requiresCard: true,
  creditsUsable: false,
};

const order = {
  lines: [{ type: 'gift-card', amount: 25, recipientName: 'Sam', senderName: 'Pat' }, { type: 'credit-offer' }],
};

/** The API as the dialog meets it: no provider keys (card twin), a quote, tokens, and the paid order. */
function serve(pay: (body: Record<string, unknown>, attempt: number) => Response, savedCards: unknown[] = []) {
  const paid: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/users/u1/payment-methods', () => HttpResponse.json({ paymentMethods: savedCards })),
    http.get('/api/payment-config', () => HttpResponse.json({ message: 'Admin only' }, { status: 403 })),
    http.get('/api/square/config', () => HttpResponse.json({ applicationId: 'local-card-twin' })),
    http.post('/api/orders/quote', () => HttpResponse.json(quote)),
    http.post('/api/dev/card-tokens', () => HttpResponse.json({ token: 'twin_tok_1' }, { status: 201 })),
    http.post('/api/orders', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      paid.push(body);
      return pay(body, paid.length);
    }),
  );
  return paid;
}

function open(onPaid = jest.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PaymentDialog order={order} userId="u1" onPaid={onPaid} onClose={jest.fn()} />
      <Toaster />
    </SWRConfig>,
  );
  return onPaid;
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await screen.findByLabelText('Cardholder Name');
  for (const [label, value] of [
    ['Cardholder Name', 'pat golfer'],
    ['Card Number', number],
    ['Month (MM)', '12'],
    ['Year (YY)', '34'],
    ['CVV', '123'],
  ])
    await user.clear(screen.getByLabelText(label)).then(() => user.type(screen.getByLabelText(label), value));
}

afterEach(() => act(() => dismissToast()));

describe('the payment dialog', () => {
  it("shows the server's lines and total, and pays the order with a key and the amount shown, never an amount of its own", async () => {
    const done: PaidOrder = {
      orderId: 'o1',
      status: 'completed',
      quote,
      amountCharged: '43.00',
      processor: 'square',
      paymentId: 'p1',
      fulfilled: [{ type: 'gift-card', reference: 'GC-1' }],
      cardOnFile: null,
    } as PaidOrder;
    const sent = serve(() => HttpResponse.json(done, { status: 201 }));
    const onPaid = open();
    const user = userEvent.setup();
    expect(await screen.findByText('Gift card for Sam')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$43.00');
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(await screen.findByRole('button', { name: 'Pay $43.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(done));
    expect(sent[0]).toMatchObject({
      lines: order.lines,
      sourceId: 'twin_tok_1',
      processor: 'square',
      expectedAmount: '43.00',
      storeCard: false,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(sent[0]).not.toHaveProperty('amount');
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
  });

  it("shows the bank's page when the bank wants the payment approved (3-D Secure), and pays nothing more meanwhile", async () => {
    const sent = serve(() =>
      HttpResponse.json(
        {
          code: 'PAYMENT.AUTHENTICATION_REQUIRED',
          message: 'Your bank needs you to approve this payment.',
          errors: { authentication: { ref: 'pi_1', url: '/bank/pi_1', processor: 'square' }, orderId: 'o-asked' },
        },
        { status: 402 },
      ),
    );
    open();
    const user = userEvent.setup();
    await typeCard(user, '4000 0025 0000 3155');
    await user.click(await screen.findByRole('button', { name: 'Pay $43.00' }));
    const frame = await screen.findByTitle("Your bank's approval");
    expect(frame).toHaveAttribute('src', '/bank/pi_1');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ canAuthenticate: true, sourceId: 'twin_tok_1' });
    expect(screen.getByRole('button', { name: 'Pay $43.00' })).toBeDisabled();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  });

  it('says card payments are off when the venue turned them off, and sends no payment', async () => {
    const sent = serve(() => HttpResponse.json({}, { status: 201 }));
    server.use(
      http.get('/api/payment-config', () =>
        HttpResponse.json([
          { processor: 'square', isActive: false, cardsOff: true },
          { processor: 'stripe', isActive: false, cardsOff: true },
        ]),
      ),
    );
    open();
    const user = userEvent.setup();
    expect(
      await screen.findByText('Card payments are turned off at this venue. Please pay at the desk.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    const pay = screen.queryByRole('button', { name: 'Pay $43.00' });
    if (pay) await user.click(pay);
    expect(sent).toHaveLength(0);
  });

  it("says 'Payment Failed' with the provider's reason, and a second try is the same payment attempt (same key)", async () => {
    const sent = serve(() =>
      HttpResponse.json({ message: 'Your card was declined.', code: 'PAYMENT.DECLINED' }, { status: 402 }),
    );
    const onPaid = open();
    const user = userEvent.setup();
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(await screen.findByRole('button', { name: 'Pay $43.00' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $43.00' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("shows 'Payment processing…' on a 202 and follows the order's status URL until it is confirmed", async () => {
    const done = {
      orderId: 'o2',
      status: 'completed',
      quote,
      amountCharged: '43.00',
      processor: 'square',
      paymentId: 'p2',
      fulfilled: [{ type: 'gift-card', reference: 'GC-2' }],
      cardOnFile: null,
    } as PaidOrder;
    const processing = {
      orderId: 'o2',
      status: 'processing',
      statusUrl: '/api/orders/o2',
      message: 'Your payment is processing.',
    };
    const sent = serve(() => HttpResponse.json(processing, { status: 202, headers: { Location: '/api/orders/o2' } }));
    let reads = 0;
    server.use(
      http.get('/api/orders/o2', () => {
        reads++;
        if (reads === 1) return HttpResponse.json({ message: 'briefly unavailable' }, { status: 503 });
        return HttpResponse.json(reads === 2 ? processing : done);
      }),
    );
    const onPaid = open();
    const user = userEvent.setup();
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(await screen.findByRole('button', { name: 'Pay $43.00' }));
    expect(await screen.findByRole('button', { name: 'Payment processing…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Payment processing…');
    expect(onPaid).not.toHaveBeenCalled();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(done), { timeout: 10_000 });
    expect(reads).toBe(3);
    expect(sent).toHaveLength(1);
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
  }, 20_000);

  it("shows a member's coupon saving from the server's quote of the same order, the saving the order applies", async () => {
    // A member's booking: listed at 35.00, 15.00 at the member price; a 10% coupon takes 1.50 off that.
    const booking = { type: 'booking', bayId: 'b1', date: '2026-12-05', startTime: '10:00', duration: 1 };
    const memberQuote = {
      ...quote,
      lines: [{ type: 'booking', label: 'Bay 1, Sat 10:00 AM', amount: '15.00', details: {} }],
      subtotal: '15.00',
      total: '15.00',
      creditsUsable: true,
    };
    const coupon = {
      id: 'c1',
      code: 'SAVE10',
      name: '10% off',
      discountType: 'percentage',
      discountAmount: '1.50',
      creditsGranted: 0,
    };
    const quoted: Record<string, unknown>[] = [];
    const validated: unknown[] = [];
    server.use(
      http.get('/api/payment-config', () => HttpResponse.json({ message: 'Admin only' }, { status: 403 })),
      http.get('/api/square/config', () => HttpResponse.json({ applicationId: 'local-card-twin' })),
      http.post('/api/coupons/validate', async ({ request }) => {
        validated.push(await request.json());
        return HttpResponse.json({ valid: true, coupon, discountAmount: 3.5, creditsGranted: 0 });
      }),
      http.post('/api/orders/quote', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        quoted.push(body);
        if (!body.couponCode) return HttpResponse.json(memberQuote);
        const adjustments = [{ kind: 'coupon', label: 'Coupon SAVE10', amount: '-1.50' }];
        return HttpResponse.json({ ...memberQuote, adjustments, total: '13.50', coupon });
      }),
    );
    function Dialog() {
      const [applied, setApplied] = useState<AppliedCoupon | null>(null);
      return (
        <PaymentDialog
          order={{ lines: [booking] }}
          userId="u1"
          coupon={applied}
          onCouponChange={setApplied}
          onPaid={jest.fn()}
          onClose={jest.fn()}
        />
      );
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Dialog />
        <Toaster />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$15.00');
    await user.click(screen.getByRole('button', { name: 'Have a coupon code?' }));
    await user.type(screen.getByLabelText('Coupon Code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('10% off: Save $1.50')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-box')).toHaveTextContent('10% off · Save $1.50');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$13.50'));
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Coupon SAVE10-$1.50');
    expect(quoted).toContainEqual({ lines: [booking], couponCode: 'SAVE10' });
    expect(validated).toEqual([]);
  });

  it('offers the saved cards (brand, last four, expiry), pays with the one chosen through the order, or a new card', async () => {
    const cards = [
      { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2039, isDefault: true },
      { id: 'card_b', brand: 'MASTERCARD', last4: '4444', expMonth: 3, expYear: 2031, isDefault: false },
    ];
    const sent = serve(() => HttpResponse.json({ orderId: 'o2' }, { status: 201 }), cards);
    const onPaid = open();
    const user = userEvent.setup();
    const visa = await screen.findByRole('radio', { name: /VISA •••• 4242, expires 12\/39/ });
    expect(visa).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /MASTERCARD •••• 4444, expires 03\/31/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $43.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      useCardOnFile: true,
      cardOnFileId: 'card_b',
      sourceId: null,
      storeCard: false,
      expectedAmount: '43.00',
    });

    await user.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(await screen.findByLabelText('Card Number')).toBeInTheDocument();
  });
});
