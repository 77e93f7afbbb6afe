import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MembershipPlanView, UserMembershipView } from '@contracts/memberships';
import { dismissToast } from '@/components/ui/toast-store';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const plan = (
  p: Partial<MembershipPlanView> & Pick<MembershipPlanView, 'id' | 'name' | 'sortOrder'>,
): MembershipPlanView => ({
  description: null,
  monthlyFee: '0.00',
  discountAmount: '0.00',
  freeCreditsPerMonth: 0,
  advanceBookingDays: 7,
  creditRestrictedDays: [],
  creditRestrictedStartTime: null,
  creditRestrictedEndTime: null,
  isActive: true,
  ...p,
});
const PLANS = [
  plan({
    id: 'member',
    name: 'Member',
    sortOrder: 1,
    monthlyFee: '49.00',
    discountAmount: '10.00',
    freeCreditsPerMonth: 2,
    advanceBookingDays: 14,
    creditRestrictedDays: ['Saturday', 'Sunday'],
    creditRestrictedStartTime: '17:00:00',
    creditRestrictedEndTime: '21:00:00',
  }),
  plan({
    id: 'premium',
    name: 'Premium',
    sortOrder: 2,
    monthlyFee: '99.00',
    discountAmount: '20.00',
    freeCreditsPerMonth: 4,
    advanceBookingDays: 21,
  }),
  plan({ id: 'basic', name: 'Basic', sortOrder: 0 }),
];

function plansAnswer() {
  server.use(http.get('/api/membership-plans', () => HttpResponse.json(PLANS)));
}
function membershipAnswer(planId: string | null) {
  const p = PLANS.find((x) => x.id === planId) ?? null;
  const membership: UserMembershipView[] = p
    ? [
        {
          id: 'u1',
          userId: 'u1',
          planId: p.id,
          status: 'active',
          isActive: true,
          isPastDue: false,
          cancelAtPeriodEnd: false,
          currentPeriodStart: '2026-11-01T15:00:00.000Z',
          currentPeriodEnd: '2026-12-01T15:00:00.000Z',
          nextRetryAt: null,
          memberSince: '2026-11-01T15:00:00.000Z',
          plan: p,
          membershipPlan: p,
        },
      ]
    : [];
  server.use(http.get('/api/user-memberships', () => HttpResponse.json(membership)));
}

describe('the memberships page', () => {
  it('shows the plans by sortOrder with their price, benefits and the Most Popular ribbon; visitors Get Started', async () => {
    signedInAs(null);
    plansAnswer();
    renderPage('/memberships');
    expect(await screen.findByRole('heading', { name: 'Membership Plans' }, { timeout: 3000 })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Basic', 'Member', 'Premium']);
    const member = cards[1];
    expect(member).toHaveTextContent('$49/month');
    for (const line of [
      'Save $10/hour on all bookings',
      '2 free credits monthly',
      'Book up to 14 days in advance',
      'Credits not usable Saturday, Sunday 5:00 PM - 9:00 PM',
      'Priority booking access',
    ])
      expect(within(member).getByText(line)).toBeInTheDocument();
    expect(within(member).queryByText('Exclusive member events')).not.toBeInTheDocument();
    expect(within(cards[2]).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Exclusive member events')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Book up to 7 days in advance')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(3);
    expect(screen.getByText('No long-term commitment. Cancel anytime.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it("checks the sign-up form with the spec's messages, then sends a visitor to confirm the phone", async () => {
    signedInAs(null);
    plansAnswer();
    const router = renderPage('/memberships');
    const [, member] = await screen.findAllByRole('article', {}, { timeout: 3000 });
    await userEvent.click(within(member).getByRole('button', { name: 'Get Started' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Fairway Sim Golf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Membership' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Tester');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone Number'), '2125550123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Membership' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone-login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/memberships?plan=member')}`);
  });

  it("marks a member's current plan and switches to a free plan at once", async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer('member');
    server.use(
      http.get('/api/user-payment-status', () =>
        HttpResponse.json({ isPastDue: false, paymentStatusMessage: null, nextRetryAt: null }),
      ),
      http.post('/api/memberships/upgrade/basic', () => {
        membershipAnswer('basic');
        return HttpResponse.json(
          {
            success: true,
            message: 'Membership Started! Welcome to Basic. Your membership is now active.',
            membership: null,
          },
          { status: 201 },
        );
      }),
    );
    renderPage('/memberships');
    expect(await screen.findByText('Current Member: Member', {}, { timeout: 3000 })).toBeInTheDocument();
    const [basic, member, premium] = screen.getAllByRole('article');
    expect(within(member).getByText('Current Plan', { selector: '.plan-ribbon' })).toBeInTheDocument();
    expect(within(member).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(premium).getByRole('button', { name: 'Switch to This Plan' })).toBeEnabled();
    await userEvent.click(within(basic).getByRole('button', { name: 'Switch to This Plan' }));
    expect(await screen.findByText('Welcome to Basic. Your membership is now active.')).toBeInTheDocument();
    expect(await screen.findByText('Current Member: Basic')).toBeInTheDocument();
  });

  it('shows a paid switch: what is charged, and Pay $X with Square', async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer('member');
    renderPage('/memberships');
    await screen.findByText('Current Member: Member', {}, { timeout: 3000 });
    const premium = screen.getAllByRole('article')[2];
    await userEvent.click(within(premium).getByRole('button', { name: 'Switch to This Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch Membership Plan' });
    expect(dialog).toHaveTextContent('Switch to Premium');
    expect(dialog).toHaveTextContent('$99.00 is charged now for your first month of Premium, then monthly.');
    expect(dialog).toHaveTextContent('Your current Member subscription is cancelled automatically.');
    expect(within(dialog).getByRole('button', { name: 'Pay $99.00 with Square' })).toBeInTheDocument();
  });
});

describe('the membership success page', () => {
  it('waits for the membership, then welcomes the member', async () => {
    signedInAs(customer);
    plansAnswer();
    let ready = false;
    server.use(
      http.get('/api/user-memberships', () =>
        HttpResponse.json(
          ready
            ? [
                {
                  id: 'u1',
                  userId: 'u1',
                  planId: 'premium',
                  status: 'active',
                  isActive: true,
                  isPastDue: false,
                  cancelAtPeriodEnd: false,
                  currentPeriodStart: '2026-11-01T15:00:00.000Z',
                  currentPeriodEnd: '2026-12-01T15:00:00.000Z',
                  nextRetryAt: null,
                  memberSince: '2026-11-01T15:00:00.000Z',
                  plan: PLANS[1],
                  membershipPlan: PLANS[1],
                },
              ]
            : [],
        ),
      ),
    );
    renderPage('/membership-success');
    expect(await screen.findByText('Setting Up Your Membership', {}, { timeout: 3000 })).toBeInTheDocument();
    ready = true;
    expect(await screen.findByText('Membership Active!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Premium/)).toBeInTheDocument();
  });

  it('starts the membership of the session the card provider returned, once the server confirms it', async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer(null);
    let asked = 0;
    server.use(
      http.post('/api/memberships/payment-sessions/s1/complete', () => {
        asked++;
        if (asked < 2)
          return HttpResponse.json(
            { success: false, status: 'open', message: 'processing', planId: 'member' },
            { status: 202 },
          );
        membershipAnswer('member');
        return HttpResponse.json({
          success: true,
          status: 'completed',
          message: 'Membership Started!',
          planId: 'member',
        });
      }),
    );
    renderPage('/membership-success?session=s1&setup_intent=seti_1&redirect_status=succeeded');
    expect(await screen.findByText('Setting Up Your Membership', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Membership Active!', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Member/)).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it("says why a setup did not start a membership ('Subscription Setup Failed')", async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer(null);
    server.use(
      http.post('/api/memberships/payment-sessions/s2/complete', () =>
        HttpResponse.json(
          {
            code: 'MEMBERSHIP.SETUP_FAILED',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
          { status: 402 },
        ),
      ),
    );
    renderPage('/membership-success?session=s2&redirect_status=failed');
    expect(await screen.findByText('Membership Not Started', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Subscription Setup Failed')).toBeInTheDocument();
    expect(screen.getAllByText(/unable to authenticate your payment method/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/memberships');
  });
});
