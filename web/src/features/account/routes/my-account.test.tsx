import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountSummaryOf, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the account page', () => {
  // The account's Payment Methods section lists saved cards; these tests have none.
  beforeEach(() => server.use(http.get('/api/users/:userId/payment-methods', () => HttpResponse.json([]))));

  it('asks a visitor to log in, with a way to', async () => {
    signedInAs(null);
    await renderPage('/my-account');
    // The page is a lazy module: on a loaded machine its first compile can take seconds.
    expect(await screen.findByText('Please log in to view your account.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/phone-login');
  });

  it('shows the customer their account, and #membership opens the Membership tab', async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/user-memberships', () => HttpResponse.json([])),
      http.get('/api/user-payment-status', () => HttpResponse.json({ isPastDue: false, paymentStatusMessage: null })),
    );
    await renderPage('/my-account#membership');
    expect(await screen.findByRole('heading', { name: 'Ada Tester' }, { timeout: 15_000 })).toBeInTheDocument();
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
    await renderPage('/my-account#membership');
    expect(await screen.findByText('Past Due', {}, { timeout: 15_000 })).toBeInTheDocument();
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

  const upcoming = {
    id: '11111111-1111-4111-8111-111111111111',
    reference: '11111111',
    bayId: 'b1',
    bay: { id: 'b1', name: 'Bay 2', description: 'Standard Bay' },
    date: '2026-12-03',
    startTime: '10:00:00',
    endTime: '11:00:00',
    startsAt: '2026-12-03T15:00:00.000Z',
    endsAt: '2026-12-03T16:00:00.000Z',
    duration: 1,
    status: 'confirmed',
    paymentStatus: 'paid',
    totalAmount: '35.00',
    creditsUsed: 0,
    extendedHours: 0,
    isTournamentBooking: false,
  };

  it('shows the header, the four tiles, recent activity and the account summary', async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/account/summary', () =>
        HttpResponse.json(
          accountSummaryOf(customer, {
            user: { ...accountSummaryOf(customer).user, membershipType: 'premium' },
            credits: { total: 3, general: 1, membership: 2, loyalty: 0 },
            totalHours: '12.5',
            loyaltyPoints: 12.5,
            totalBookings: 7,
            totalSpent: '245.00',
            creditsUsed: 2,
            upcoming: [upcoming],
          }),
        ),
      ),
    );
    await renderPage('/my-account');
    expect(await screen.findByText('Total Hours', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Premium')).toHaveClass('badge-premium');
    expect(screen.getByText('Member since January 2026')).toBeInTheDocument();
    for (const [value, label] of [
      ['3', 'Credits'],
      ['12.5', 'Total Hours'],
      ['7', 'Total Bookings'],
    ])
      expect(screen.getByText(label).previousSibling).toHaveTextContent(value);
    expect(screen.getByText('Loyalty Points').previousSibling).toHaveTextContent('12.5');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Thursday, December 3, 2026')).toBeInTheDocument();
    expect(within(panel).getByText('$245.00')).toBeInTheDocument();
    expect(within(panel).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Employee' })).not.toBeInTheDocument();
  });

  it("extends an upcoming booking: 'Extension Not Available' with the server's reason, then an available time to pay", async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/account/summary', () => HttpResponse.json(accountSummaryOf(customer, { upcoming: [upcoming] }))),
      http.post('/api/bookings/:id/check-extension', async ({ request }) => {
        const { additionalHours } = (await request.json()) as { additionalHours: number };
        if (additionalHours > 1)
          return HttpResponse.json(
            { message: 'This bay is booked after your time. Please choose a shorter extension.' },
            { status: 409 },
          );
        return HttpResponse.json({
          available: true,
          additionalHours,
          newDuration: 1 + additionalHours,
          hourlyRate: '35.00',
          newEndTime: '12:00:00',
          extensionCost: '35.00',
        });
      }),
      http.post('/api/orders/quote', () =>
        HttpResponse.json({
          currency: 'USD',
          lines: [{ type: 'extension', label: 'Extension: 1 hour', amount: '35.00', details: {} }],
          subtotal: '35.00',
          adjustments: [],
          total: '35.00',
          requiresCard: true,
          creditsUsable: false,
        }),
      ),
    );
    await renderPage('/my-account#bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Extend' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Extend Your Booking' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '+2 hours' }));
    expect(await within(dialog).findByText('Extension Not Available')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This bay is booked after your time. Please choose a shorter extension.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '+1 hour' }));
    expect(await within(dialog).findByText('Extension Available')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue - $35.00' }));
    const pay = await screen.findByTestId('payment-dialog');
    expect(await within(pay).findByText('Extension: 1 hour')).toBeInTheDocument();
  });

  it('cancels an upcoming booking after showing the refund it will get', async () => {
    signedInAs(customer);
    let cancelled = false;
    server.use(
      http.get('/api/account/summary', () =>
        HttpResponse.json(accountSummaryOf(customer, { upcoming: cancelled ? [] : [upcoming] })),
      ),
      http.get('/api/bookings/:id/cancellation-preview', () =>
        HttpResponse.json({
          bookingAmount: '35.00',
          refundAmount: '17.50',
          refundPercentage: 50,
          refundReason: 'Cancelled less than 24 hours before the booking: 50% refund',
        }),
      ),
      http.delete('/api/bookings/:id', () => {
        cancelled = true;
        return HttpResponse.json({
          message: 'Booking cancelled',
          bookingAmount: '35.00',
          refundAmount: '17.50',
          refundPercentage: 50,
          refundReason: 'x',
        });
      }),
    );
    await renderPage('/my-account#bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Your Booking' });
    expect(await within(dialog).findByText('$17.50 (50%)')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelled less than 24 hours before the booking: 50% refund')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(screen.getByText('$17.50 (50%) will be refunded.')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
  });

  it("keeps the booking and shows the server's reason when a cancellation is refused", async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/account/summary', () => HttpResponse.json(accountSummaryOf(customer, { upcoming: [upcoming] }))),
      http.get('/api/bookings/:id/cancellation-preview', () =>
        HttpResponse.json({ bookingAmount: '35.00', refundAmount: '0.00', refundPercentage: 0, refundReason: 'x' }),
      ),
      http.delete('/api/bookings/:id', () =>
        HttpResponse.json({ message: 'This booking has already started.' }, { status: 409 }),
      ),
    );
    await renderPage('/my-account#bookings');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Your Booking' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('This booking has already started.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
  });

  it('lists the tournaments entered on the Tournaments tab, with leaderboard and scorecard links while active', async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/user-tournaments/u1', () =>
        HttpResponse.json([
          {
            id: 'e1',
            tournamentId: 'demo-tonight',
            registeredAt: '2026-11-20T15:00:00.000Z',
            tournament: {
              id: 'demo-tonight',
              name: 'Friday Night Scramble',
              date: '2026-11-24',
              startTime: '18:00:00',
              status: 'active',
            },
            entry: { startTime: '20:00:00', bookingId: 'b1', registeredAt: '2026-11-20T15:00:00.000Z' },
          },
          {
            id: 'e2',
            tournamentId: 'old',
            registeredAt: '2026-11-10T15:00:00.000Z',
            tournament: {
              id: 'old',
              name: 'Fall Classic',
              date: '2026-11-17',
              startTime: '18:00:00',
              status: 'completed',
            },
            entry: { startTime: '18:00:00', bookingId: 'b2', registeredAt: '2026-11-10T15:00:00.000Z' },
          },
        ]),
      ),
    );
    await renderPage('/my-account#tournaments');
    expect(await screen.findByText('Friday Night Scramble', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/your tee time 8:00 PM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scorecard' })).toHaveAttribute(
      'href',
      '/tournament/demo-tonight/scorecard-entry',
    );
    expect(screen.getAllByRole('link', { name: 'Leaderboard' })).toHaveLength(1);
    expect(screen.getByText('Tournament Complete')).toBeInTheDocument();
  });
});
