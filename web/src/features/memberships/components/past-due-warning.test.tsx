import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { server } from '@/testing/server';
import { PastDueWarning } from './past-due-warning';

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <PastDueWarning />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the past-due warning', () => {
  it('tells a past-due member why and links to the Membership tab', async () => {
    server.use(
      http.get('/api/user-payment-status', () =>
        HttpResponse.json({
          isPastDue: true,
          paymentStatusMessage: 'Your Member membership payment of $49.00 failed.',
        }),
      ),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Issue Detected. Your Member membership payment of $49.00 failed.');
    expect(screen.getByRole('link', { name: 'Update your payment method' })).toHaveAttribute(
      'href',
      '/my-account#membership',
    );
  });

  it('says nothing when the membership is paid up', async () => {
    let asked = false;
    server.use(
      http.get('/api/user-payment-status', () => {
        asked = true;
        return HttpResponse.json({ isPastDue: false, paymentStatusMessage: null });
      }),
    );
    show();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
