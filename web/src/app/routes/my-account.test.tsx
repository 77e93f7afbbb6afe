import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the account page', () => {
  it('asks a visitor to log in, with a way to', async () => {
    signedInAs(null);
    renderPage('/my-account');
    expect(await screen.findByText('Please log in to view your account.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/phone-login');
  });

  it('shows the customer their account, and #membership opens the Membership tab', async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/user-memberships', () => HttpResponse.json([])),
      http.get('/api/user-payment-status', () => HttpResponse.json({ isPastDue: false, paymentStatusMessage: null })),
    );
    renderPage('/my-account#membership');
    expect(await screen.findByRole('heading', { name: 'Ada Tester' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('AT')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your plan');
  });

  it('shows a past-due membership with the reason, and cancels at period end with the spec toast', async () => {
    signedInAs(customer);
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
    let cancelled = false;
    const membership = () => [
      {
        id: 'u1',
        userId: 'u1',
        planId: 'member',
        status: 'past_due',
        isActive: true,
        isPastDue: true,
        cancelAtPeriodEnd: cancelled,
        currentPeriodStart: '2026-11-01T15:00:00.000Z',
        currentPeriodEnd: '2026-12-01T15:00:00.000Z',
        nextRetryAt: '2026-12-02T15:00:00.000Z',
        memberSince: '2026-11-01T15:00:00.000Z',
        plan,
        membershipPlan: plan,
      },
    ];
    server.use(
      http.get('/api/user-memberships', () => HttpResponse.json(membership())),
      http.get('/api/user-payment-status', () =>
        HttpResponse.json({
          isPastDue: true,
          paymentStatusMessage: 'Your Member membership payment of $49.00 failed (Your card was declined.).',
        }),
      ),
      http.post('/api/memberships/cancel', () => {
        cancelled = true;
        return HttpResponse.json({ success: true });
      }),
    );
    renderPage('/my-account#membership');
    expect(await screen.findByText('Past Due', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your Member membership payment of $49.00 failed');
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeInTheDocument();
    expect(screen.getByText('Renews on December 1, 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Membership' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Membership' }));
    expect(await screen.findByText('Membership Cancelled')).toBeInTheDocument();
    expect(
      await screen.findByText('Your membership ends on December 1, 2026. Until then your benefits stay.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Membership' })).toBeInTheDocument();
  });
});
