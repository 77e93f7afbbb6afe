import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MembershipPlanView } from '@contracts/memberships/memberships';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { server } from '@/testing/server';
import { HostedCheckoutDialog, openCheckoutPopup, POPUP_MAX_MS } from './hosted-checkout-dialog';
import { SetupDialog } from './setup-dialog';

const plan: MembershipPlanView = {
  id: 'member',
  name: 'Member',
  description: null,
  monthlyFee: '49.00',
  discountAmount: '10.00',
  freeCreditsPerMonth: 2,
  advanceBookingDays: 14,
  creditRestrictedDays: [],
  creditRestrictedStartTime: null,
  creditRestrictedEndTime: null,
  isActive: true,
  sortOrder: 1,
};

afterEach(() => act(() => dismissToast()));

const withProviders = (ui: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      {ui}
      <Toaster />
    </SWRConfig>,
  );

describe('the in-page membership setup (second card provider, card twin without keys)', () => {
  function serve(confirm: (body: Record<string, unknown>) => Response) {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/payment-config', () =>
        HttpResponse.json([
          { processor: 'square', isActive: false },
          { processor: 'stripe', isActive: true },
        ]),
      ),
      http.get('/api/stripe/config', () => HttpResponse.json({ publishableKey: 'pk_test_local_card_twin' })),
      http.post('/api/dev/card-tokens', () => HttpResponse.json({ token: 'twin_tok_3ds' }, { status: 201 })),
      http.post('/api/dev/card-twin/setup-intents/confirm', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return confirm(body);
      }),
    );
    return sent;
  }

  async function fillCardAndStart(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByLabelText('Cardholder Name');
    await user.type(screen.getByLabelText('Cardholder Name'), 'pat golfer');
    await user.type(screen.getByLabelText('Card Number'), '4000002500003155');
    await user.type(screen.getByLabelText('Month (MM)'), '12');
    await user.type(screen.getByLabelText('Year (YY)'), '34');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Start Member - $49.00/month' }));
  }

  it('confirms the setup with the client secret and goes to the bank challenge, then back to /membership-success', async () => {
    const sent = serve(() =>
      HttpResponse.json({
        setupIntent: { id: 'seti_twin_1', status: 'requires_action' },
        nextActionUrl: '/api/dev/card-twin/setup-intents/seti_twin_1/authenticate',
      }),
    );
    const navigate = jest.fn();
    const user = userEvent.setup();
    withProviders(
      <SetupDialog
        plan={plan}
        clientSecret="seti_twin_1_secret_x"
        returnUrl="http://localhost/membership-success?session=s1"
        navigate={navigate}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Set Up Your Membership' })).toHaveTextContent(
      '$49.00 now for the first month, then monthly with this card.',
    );
    await fillCardAndStart(user);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/api/dev/card-twin/setup-intents/seti_twin_1/authenticate'),
    );
    expect(sent).toEqual([
      {
        clientSecret: 'seti_twin_1_secret_x',
        paymentMethod: 'twin_tok_3ds',
        returnUrl: '/membership-success?session=s1',
      },
    ]);
  });

  it("says 'Subscription Setup Failed' with the card's message, and stays on the page", async () => {
    serve(() =>
      HttpResponse.json({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }),
    );
    const navigate = jest.fn();
    const user = userEvent.setup();
    withProviders(
      <SetupDialog
        plan={plan}
        clientSecret="seti_twin_2_secret_x"
        returnUrl="/membership-success?session=s2"
        navigate={navigate}
        onClose={jest.fn()}
      />,
    );
    await fillCardAndStart(user);
    expect(await screen.findByText('Subscription Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the hosted checkout popup (primary card provider)', () => {
  const realOpen = window.open;
  afterEach(() => {
    window.open = realOpen;
    jest.useRealTimers();
  });

  it("shows 'Popup Blocked' and a way to open the checkout in this tab when the browser blocks it", async () => {
    window.open = jest.fn(() => null);
    let opened: Window | null = null;
    act(() => {
      opened = openCheckoutPopup('about:blank');
    });
    withProviders(
      <HostedCheckoutDialog
        plan={plan}
        checkoutUrl="https://checkout.example/pay/1"
        sessionId="s1"
        popup={opened}
        onStarted={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(await screen.findByText('Popup Blocked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Checkout in This Tab' })).toHaveAttribute(
      'href',
      'https://checkout.example/pay/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(window.open).toHaveBeenLastCalledWith(
      'https://checkout.example/pay/1',
      'membership-checkout',
      expect.any(String),
    );
  });

  it('watches the popup every second; when it closes, asks the server and welcomes the member', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const popup = { closed: false, close: jest.fn(), focus: jest.fn() };
    let asked = 0;
    server.use(
      http.post('/api/memberships/payment-sessions/s1/complete', () => {
        asked++;
        return HttpResponse.json({
          success: true,
          status: 'completed',
          message: 'Membership Started! Welcome',
          planId: 'member',
        });
      }),
    );
    const onStarted = jest.fn();
    withProviders(
      <HostedCheckoutDialog
        plan={plan}
        checkoutUrl="https://checkout.example/pay/1"
        sessionId="s1"
        popup={popup as unknown as Window}
        onStarted={onStarted}
        onClose={jest.fn()}
      />,
    );
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(asked).toBe(0);
    popup.closed = true;
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ status: 'completed' })));
    expect(asked).toBe(1);
  });

  it('closes a popup left open for 30 minutes and tells the customer it is processing when the page is not paid', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const popup: { closed: boolean; close: () => void; focus: () => void } = {
      closed: false,
      close: jest.fn(() => {
        popup.closed = true;
      }),
      focus: jest.fn(),
    };
    server.use(
      http.post('/api/memberships/payment-sessions/s1/complete', () =>
        HttpResponse.json({ success: false, status: 'open', message: 'processing', planId: 'member' }, { status: 202 }),
      ),
    );
    const onClose = jest.fn();
    withProviders(
      <HostedCheckoutDialog
        plan={plan}
        checkoutUrl="https://x/pay"
        sessionId="s1"
        popup={popup as unknown as Window}
        onStarted={jest.fn()}
        onClose={onClose}
      />,
    );
    await act(() => jest.advanceTimersByTimeAsync(POPUP_MAX_MS + 1000));
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      screen.getByText("Your payment is processing. You'll be notified when your membership starts."),
    ).toBeInTheDocument();
  });
});
