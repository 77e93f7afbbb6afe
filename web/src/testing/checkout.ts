import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './server';

/*
 * The checkout's server, as the purchase tests need it: card payments through the local card twin,
 * an order of one line quoted and paid, and the card typed into the payment dialog.
 */

/**
 * Card payments through the local card twin: Square active, tokens from the dev route, and (given
 * the customer's id) no saved cards.
 */
export function serveCardPayments(userId?: string) {
  server.use(
    http.get('/api/payment-config', () => HttpResponse.json([{ processor: 'square', isActive: true }])),
    http.get('/api/square/config', () => HttpResponse.json({ applicationId: 'local-card-twin' })),
    http.post('/api/dev/card-tokens', () => HttpResponse.json({ token: 'twin_tok_1' }, { status: 201 })),
  );
  if (userId) server.use(http.get(`/api/users/${userId}/payment-methods`, () => HttpResponse.json([])));
}

export interface OrderLine {
  type: string;
  label: string;
  amount: string;
  /** What the paid order fulfilled: the booking's id, the gift card's code. */
  reference: string;
}

/**
 * An order of one line: the quote prices it (a card needed, no credits) and the order completes,
 * fulfilling it. Answers the bodies the page quoted and paid, in order.
 */
export function serveOrder<Quoted = unknown, Paid = { lines: unknown[] }>(line: OrderLine) {
  const quoted: Quoted[] = [];
  const paid: Paid[] = [];
  server.use(
    http.post('/api/orders/quote', async ({ request }) => {
      quoted.push((await request.json()) as Quoted);
      return HttpResponse.json({
        currency: 'USD',
        lines: [{ type: line.type, label: line.label, amount: line.amount, details: {} }],
        subtotal: line.amount,
        adjustments: [],
        total: line.amount,
        requiresCard: true,
        creditsUsable: false,
      });
    }),
    http.post('/api/orders', async ({ request }) => {
      paid.push((await request.json()) as Paid);
      return HttpResponse.json(
        {
          orderId: 'o1',
          status: 'completed',
          amountCharged: line.amount,
          processor: 'square',
          paymentId: 'p1',
          fulfilled: [{ type: line.type, reference: line.reference }],
          cardOnFile: null,
        },
        { status: 201 },
      );
    }),
  );
  return { quoted, paid };
}

/** Types the twin's good test card into the payment dialog and presses its Pay button. */
export async function payByCard(pay: HTMLElement, payLabel: string) {
  const form = within(pay);
  await userEvent.type(await form.findByLabelText('Cardholder Name'), 'ada tester');
  await userEvent.type(form.getByLabelText('Card Number'), '4242424242424242');
  await userEvent.type(form.getByLabelText('Month (MM)'), '12');
  await userEvent.type(form.getByLabelText('Year (YY)'), '34');
  await userEvent.type(form.getByLabelText('CVV'), '123');
  await userEvent.click(form.getByRole('button', { name: payLabel }));
}
