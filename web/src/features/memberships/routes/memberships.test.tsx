import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MembershipPlanView, UserMembershipView } from '@contracts/memberships/memberships';
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
const FREE_PLUS = plan({ id: 'free-plus', name: 'Free Plus', sortOrder: 0 });

function plansAnswer(plans = PLANS) {
  server.use(http.get('/api/membership-plans', () => HttpResponse.json(plans)));
}
function membershipAnswer(planId: string | null) {
  const p = [...PLANS, FREE_PLUS].find((x) => x.id === planId) ?? null;
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
    await renderPage('/memberships');
    expect(await screen.findByRole('heading', { name: 'Membership Plans' }, { timeout: 15_000 })).toBeInTheDocument();
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

  it("checks the sign-up form with the spec's messages, then confirms a visitor's phone with what they typed", async () => {
    signedInAs(null);
    plansAnswer();
    membershipAnswer(null);
    const signups: unknown[] = [];
    server.use(
      http.post('/api/auth/check-phone', () => HttpResponse.json({ exists: false })),
      http.post('/api/auth/check-signup', () => HttpResponse.json({ available: true })),
      http.post('/api/auth/phone/send-code', () => HttpResponse.json({ success: true })),
      http.post('/api/auth/phone/verify-code', () => {
        signedInAs({ ...customer, firstName: 'Ada', lastName: 'Tester', phoneNumber: '+12125550123' });
        return HttpResponse.json({ user: { ...customer, phoneNumber: '+12125550123' } }, { status: 201 });
      }),
      http.post('/api/memberships/signup', async ({ request }) => {
        signups.push(await request.json());
        membershipAnswer('basic');
        return HttpResponse.json(
          { success: true, message: 'Membership Started! Welcome to Basic. Your membership is now active.' },
          { status: 201 },
        );
      }),
    );
    await renderPage('/memberships');
    const [basic] = await screen.findAllByRole('article', {}, { timeout: 15_000 });
    await userEvent.click(within(basic).getByRole('button', { name: 'Get Started' }));
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

    // The phone is confirmed here, starting from what the visitor typed: nothing is typed twice.
    const signIn = await screen.findByRole('dialog', { name: 'Sign in with your phone' });
    expect(within(signIn).getByLabelText('Phone Number')).toHaveValue('2125550123');
    await userEvent.click(within(signIn).getByRole('button', { name: 'Continue' }));
    const account = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(account).getByLabelText('First Name')).toHaveValue('Ada');
    expect(within(account).getByLabelText('Last Name')).toHaveValue('Tester');
    expect(within(account).getByLabelText('Email')).toHaveValue('ada@example.com');
    await userEvent.click(within(account).getByRole('button', { name: 'Create Account & Send Code' }));
    const code = await screen.findByRole('dialog', { name: 'Verify your phone' });
    await userEvent.type(within(code).getByLabelText('Verification Code'), '123456');
    await userEvent.click(within(code).getByRole('button', { name: 'Verify & Continue' }));

    // The membership then starts by itself: Start Membership is not pressed a second time.
    expect(await screen.findByText('Membership Started!')).toBeInTheDocument();
    expect(signups).toEqual([
      { firstName: 'Ada', lastName: 'Tester', email: 'ada@example.com', phoneNumber: '+12125550123', planId: 'basic' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("marks a member's current plan; a Basic member moves to another free plan at once", async () => {
    signedInAs(customer);
    plansAnswer([...PLANS, FREE_PLUS]);
    membershipAnswer('basic');
    server.use(
      http.post('/api/memberships/upgrade/free-plus', () => {
        membershipAnswer('free-plus');
        return HttpResponse.json(
          {
            success: true,
            message: 'Membership Started! Welcome to Free Plus. Your membership is now active.',
            membership: null,
          },
          { status: 201 },
        );
      }),
    );
    await renderPage('/memberships');
    expect(await screen.findByText('Current Member: Basic', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [basic, freePlus, , premium] = screen.getAllByRole('article');
    expect(within(basic).getByText('Current Plan', { selector: '.plan-ribbon' })).toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(premium).getByRole('button', { name: 'Switch to This Plan' })).toBeEnabled();
    await userEvent.click(within(freePlus).getByRole('button', { name: 'Switch to This Plan' }));
    expect(await screen.findByText('Welcome to Free Plus. Your membership is now active.')).toBeInTheDocument();
    expect(await screen.findByText('Current Member: Free Plus')).toBeInTheDocument();
  });

  it('says a switch from a paid plan is immediate and billed next cycle, and switches without a payment', async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer('member');
    let body: unknown = null;
    server.use(
      http.post('/api/memberships/upgrade/premium', async ({ request }) => {
        body = await request.json();
        membershipAnswer('premium');
        return HttpResponse.json({
          success: true,
          processor: null,
          message: "You're now on Premium. Nothing is charged today; $99.00 a month is billed from December 1, 2026.",
          switched: {
            fromPlan: 'Member',
            toPlan: 'Premium',
            nextCharge: '99.00',
            billedFrom: '2026-12-01T15:00:00.000Z',
          },
          membership: null,
        });
      }),
    );
    await renderPage('/memberships');
    await screen.findByText('Current Member: Member', {}, { timeout: 15_000 });
    const premium = screen.getAllByRole('article')[2];
    await userEvent.click(within(premium).getByRole('button', { name: 'Switch to This Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch Membership Plan' });
    expect(dialog).toHaveTextContent('Switch to Premium');
    expect(dialog).toHaveTextContent('Your plan changes to Premium now: its member prices apply at once.');
    expect(dialog).toHaveTextContent(
      'Nothing is charged today. $99.00 a month is billed from December 1, 2026, your next billing date.',
    );
    expect(dialog).toHaveTextContent("Premium's monthly credits start on December 1, 2026.");
    expect(dialog).not.toHaveTextContent('charged now');
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Premium' }));
    expect(await screen.findByText('Plan Switched')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You're now on Premium. Nothing is charged today; $99.00 a month is billed from December 1, 2026.",
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({});
    expect(await screen.findByText('Current Member: Premium')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Switch Membership Plan' })).not.toBeInTheDocument();
  });

  it('a member of a paid plan moving to the free plan confirms the switch first', async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer('premium');
    await renderPage('/memberships');
    await screen.findByText('Current Member: Premium', {}, { timeout: 15_000 });
    await userEvent.click(
      within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Switch to This Plan' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Switch Membership Plan' });
    expect(dialog).toHaveTextContent('Nothing is charged today. $0.00 a month is billed from December 1, 2026');
    expect(within(dialog).getByRole('button', { name: 'Switch to Basic' })).toBeInTheDocument();
  });

  it('a free plan member moving to a paid plan pays its first month now, as the dialog says', async () => {
    signedInAs(customer);
    plansAnswer();
    membershipAnswer('basic');
    await renderPage('/memberships');
    await screen.findByText('Current Member: Basic', {}, { timeout: 15_000 });
    const premium = screen.getAllByRole('article')[2];
    await userEvent.click(within(premium).getByRole('button', { name: 'Switch to This Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch Membership Plan' });
    expect(dialog).toHaveTextContent('Switch to Premium');
    expect(dialog).toHaveTextContent('$99.00 is charged now for your first month of Premium, then monthly.');
    expect(dialog).toHaveTextContent('Your current Basic subscription is cancelled automatically.');
    expect(within(dialog).getByRole('button', { name: 'Pay $99.00 with Square' })).toBeInTheDocument();
  });

  it('answers the FAQ on switching with what a switch does', async () => {
    signedInAs(null);
    plansAnswer();
    await renderPage('/memberships');
    await userEvent.click(await screen.findByText('Can I switch plans?', {}, { timeout: 15_000 }));
    expect(
      screen.getByText(
        "Yes, at any time, and the switch is immediate. On a paid plan, nothing is charged when you switch: the new plan's price is billed from your next billing date. Moving from a free plan (or no plan) to a paid one starts it, so its first month is charged when you switch.",
      ),
    ).toBeInTheDocument();
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
    await renderPage('/membership-success');
    expect(await screen.findByText('Setting Up Your Membership', {}, { timeout: 15_000 })).toBeInTheDocument();
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
    await renderPage('/membership-success?session=s1&setup_intent=seti_1&redirect_status=succeeded');
    expect(await screen.findByText('Setting Up Your Membership', {}, { timeout: 15_000 })).toBeInTheDocument();
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
    await renderPage('/membership-success?session=s2&redirect_status=failed');
    expect(await screen.findByText('Membership Not Started', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Subscription Setup Failed')).toBeInTheDocument();
    expect(screen.getAllByText(/unable to authenticate your payment method/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/memberships');
  });
});
