import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from '@/testing/server';
import { PaymentMethodsSection } from './payment-methods-section';

describe('payment methods on the account page', () => {
  it('lists the saved cards with the default marked, makes another the default and removes one', async () => {
    let cards = [
      { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2039, isDefault: true },
      { id: 'card_b', brand: 'MASTERCARD', last4: '4444', expMonth: 3, expYear: 2031, isDefault: false },
    ];
    const calls: string[] = [];
    server.use(
      http.get('/api/users/u1/payment-methods', () => HttpResponse.json({ paymentMethods: cards })),
      http.post('/api/users/u1/payment-methods/:id/default', ({ params }) => {
        calls.push(`default ${String(params.id)}`);
        cards = cards.map((c) => ({ ...c, isDefault: c.id === params.id }));
        return HttpResponse.json({ success: true });
      }),
      http.delete('/api/users/u1/payment-methods/:id', ({ params }) => {
        calls.push(`remove ${String(params.id)}`);
        cards = cards.filter((c) => c.id !== params.id).map((c) => ({ ...c, isDefault: true }));
        return HttpResponse.json({ success: true });
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PaymentMethodsSection userId="u1" />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('VISA •••• 4242, expires 12/39')).toBeInTheDocument();
    expect(screen.getByText('MASTERCARD •••• 4444, expires 03/31')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(calls).toEqual(['default card_b']));
    await user.click(await screen.findByRole('button', { name: 'Remove VISA •••• 4242, expires 12/39' }));
    await waitFor(() => expect(screen.queryByText('VISA •••• 4242, expires 12/39')).not.toBeInTheDocument());
    expect(calls).toEqual(['default card_b', 'remove card_a']);
    expect(screen.queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
  });
});
