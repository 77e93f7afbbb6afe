import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { server } from '@/testing/server';
import { MembershipPanel } from './membership-panel';

const plan = {
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

function serve(cancelAtPeriodEnd: boolean) {
  const state = { cancelAtPeriodEnd, reads: 0 };
  server.use(
    http.get('/api/user-memberships', () => {
      state.reads++;
      return HttpResponse.json([
        {
          id: 'u1',
          userId: 'u1',
          planId: 'member',
          status: 'active',
          isActive: true,
          isPastDue: false,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          currentPeriodStart: '2026-11-01T15:00:00.000Z',
          currentPeriodEnd: '2026-12-01T15:00:00.000Z',
          nextRetryAt: null,
          memberSince: '2026-11-01T15:00:00.000Z',
          plan,
          membershipPlan: plan,
        },
      ]);
    }),
    http.get('/api/user-payment-status', () =>
      HttpResponse.json({ isPastDue: false, paymentStatusMessage: null, nextRetryAt: null }),
    ),
  );
  return state;
}

function renderPanel() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <MembershipPanel />
      </MemoryRouter>
      <Toaster />
    </SWRConfig>,
  );
}

afterEach(() => act(() => dismissToast()));

describe('membership panel writes', () => {
  it('reactivates with the spec toast and reads the membership again', async () => {
    const state = serve(true);
    server.use(
      http.post('/api/memberships/reactivate', () => {
        state.cancelAtPeriodEnd = false;
        return HttpResponse.json({ success: true });
      }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Membership' }));
    expect(await screen.findByText('Membership Reactivated')).toBeInTheDocument();
    expect(screen.getByText('Your membership will renew as usual.')).toBeInTheDocument();
    expect(await screen.findByText('Renews on December 1, 2026.')).toBeInTheDocument();
  });

  it("says when reactivating fails, with the server's message", async () => {
    serve(true);
    server.use(
      http.post('/api/memberships/reactivate', () =>
        HttpResponse.json({ message: 'Membership has already ended' }, { status: 409 }),
      ),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Membership' }));
    expect(await screen.findByText('Reactivation Failed')).toBeInTheDocument();
    expect(screen.getByText('Membership has already ended')).toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the spec toast when cancelling fails', async () => {
    serve(false);
    server.use(
      http.post('/api/memberships/cancel', () => HttpResponse.json({ message: 'Billing is down' }, { status: 503 })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Membership' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Membership' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't cancel your membership. Please try again or contact support."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Billing is down');
    expect(screen.getByRole('dialog', { name: 'Cancel Membership' })).toBeInTheDocument();
  });
});
