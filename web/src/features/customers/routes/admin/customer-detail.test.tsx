import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CreditMovementView, CustomerProfileView } from '@contracts/customers/admin-customers';
import type { DisputeAnswer } from '@contracts/payments/provider-money';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const USER = '6f1f7c1e-9d0a-4b7e-8a57-1a2b3c4d5e6f';
const profile = (patch: Partial<CustomerProfileView> = {}): CustomerProfileView => ({
  id: USER,
  firstName: 'Robin',
  lastName: 'Putter',
  phoneNumber: '+12125550199',
  email: 'robin@example.com',
  isAdmin: false,
  isEmployee: false,
  isVerified: true,
  joinedAt: '2026-01-15T15:00:00.000Z',
  erased: false,
  blockedFromBooking: false,
  smsStopped: false,
  blockedReason: null,
  blockedAt: null,
  credits: { total: 3, general: 1, membership: 2, loyalty: 0 },
  membership: null,
  loyalty: {
    isActive: true,
    loyaltyPoints: 4,
    hoursPerCredit: 10,
    progressToNext: 40,
    hoursToNext: 6,
    creditsEarned: 0,
  },
  giftCards: [],
  support: { conversationKey: USER, unreadCount: 2, lastMessageAt: '2026-11-20T15:00:00.000Z' },
  waivers: [],
  ...patch,
});

const movement: CreditMovementView = {
  id: 'e1',
  userId: USER,
  customerName: 'Robin Putter',
  bucket: 'general',
  buckets: { general: 1, membership: 0, loyalty: 0 },
  amount: 1,
  kind: 'grant',
  reason: 'Birthday',
  actor: { userId: 'a1', role: 'admin', name: 'Avery Tester' },
  balanceAfter: { total: 3, general: 1, membership: 2, loyalty: 0 },
  createdAt: '2026-11-20T15:00:00.000Z',
};

const page = <T,>(items: T[]) => HttpResponse.json({ items, total: items.length, nextCursor: null });

/** A card dispute of this customer's (the Disputes page has its evidence). */
const dispute = (patch: Partial<DisputeAnswer> = {}): DisputeAnswer => ({
  disputeId: 'dp_1',
  provider: 'square',
  paymentId: 'pay_1',
  orderId: 'order-1',
  bookingId: 'b1',
  userId: USER,
  customerName: 'Robin Putter',
  amount: '35.00',
  withdrawn: '35.00',
  fee: '15.00',
  reason: 'fraudulent',
  status: 'needs_response',
  evidenceDueBy: '2026-12-01T15:00:00.000Z',
  openedAt: '2026-11-20T15:00:00.000Z',
  closedAt: null,
  cardBlocked: true,
  clearedAt: null,
  clearedBy: null,
  evidence: { booking: null, receipt: null, doorCode: null },
  ...patch,
});

// Most customers have no card dispute: the page shows no section for them.
beforeEach(() => server.use(http.get('/api/admin/disputes', () => HttpResponse.json({ disputes: [] }))));

describe('the admin customer page', () => {
  it('shows the profile and bookings, blocks with a reason, and unblocks', async () => {
    signedInAs(admin);
    let current = profile();
    const blocks: unknown[] = [];
    server.use(
      http.get(`/api/admin/users/${USER}`, () => HttpResponse.json(current)),
      http.get(`/api/admin/users/${USER}/bookings`, () =>
        page([
          {
            id: 'b1',
            reference: 'B1B1B1B1',
            date: '2026-11-21',
            startTime: '10:00:00',
            endTime: '11:00:00',
            bay: { name: 'Bay 1' },
            status: 'confirmed',
            paymentStatus: 'paid',
            totalAmount: '35.00',
            creditsUsed: 0,
          },
          {
            id: 'b2',
            reference: 'B2B2B2B2',
            date: '2026-11-14',
            startTime: '12:00:00',
            endTime: '13:00:00',
            bay: { name: 'Bay 2' },
            status: 'cancelled',
            paymentStatus: 'refunded',
            totalAmount: '35.00',
            creditsUsed: 0,
          },
        ]),
      ),
      http.post(`/api/admin/users/${USER}/block`, async ({ request }) => {
        blocks.push(await request.json());
        current = profile({
          blockedFromBooking: true,
          blockedReason: 'No-shows',
          blockedAt: '2026-11-20T16:00:00.000Z',
        });
        return HttpResponse.json(current);
      }),
      http.post(`/api/admin/users/${USER}/unblock`, () => {
        current = profile();
        return HttpResponse.json(current);
      }),
    );
    await renderPage(`/admin/customers/${USER}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Robin Putter' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\+12125550199/)).toBeInTheDocument();
    const bookings = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(bookings).getByText('Bay 1')).toBeInTheDocument();
    // A confirmed booking is green; a cancelled one is not.
    expect(within(bookings).getByText('Confirmed')).toHaveAttribute('data-tone', 'good');
    expect(within(bookings).getByText('Cancelled')).toHaveClass('badge', 'badge-danger');
    expect(screen.getByRole('tab', { name: 'Messages (2)' })).toBeInTheDocument();
    // No card dispute: no section.
    expect(screen.queryByRole('heading', { name: 'Card disputes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Block from booking' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A reason is required');
    expect(blocks).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No-shows');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/Blocked from booking since/)).toHaveTextContent('No-shows');
    expect(blocks).toEqual([{ reason: 'No-shows' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block from booking' })).toBeInTheDocument();
  });

  it("offers the export files, and erases after the confirm, showing the server's refusal first", async () => {
    signedInAs(admin);
    let current = profile();
    const erasures: unknown[] = [];
    server.use(
      http.get(`/api/admin/users/${USER}`, () => HttpResponse.json(current)),
      http.get(`/api/admin/users/${USER}/bookings`, () => page([])),
      http.post(`/api/admin/customers/${USER}/erase`, async ({ request }) => {
        const body = (await request.json()) as { confirm: string };
        erasures.push(body);
        if (erasures.length === 1) {
          return HttpResponse.json(
            {
              message: 'This customer has 1 upcoming booking(s). Cancel them before erasing the customer.',
              code: 'USER.ERASE_UPCOMING_BOOKINGS',
            },
            { status: 409 },
          );
        }
        current = profile({
          firstName: 'Erased',
          lastName: 'customer',
          phoneNumber: null as never,
          email: null as never,
          erased: true,
        });
        return HttpResponse.json(current);
      }),
    );
    await renderPage(`/admin/customers/${USER}`);
    await screen.findByRole('heading', { level: 1, name: 'Robin Putter' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Export JSON' })).toHaveAttribute(
      'href',
      `/api/admin/customers/${USER}/export`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/customers/${USER}/export.csv`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Erase customer' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await userEvent.type(within(dialog).getByLabelText('Type their phone number or ERASE'), 'ERASE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('1 upcoming booking(s)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Erased customer' })).toBeInTheDocument();
    expect(screen.getByText(/Personal data erased on request/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase customer' })).not.toBeInTheDocument();
    // Nobody is behind an erased account: no role to give, nothing to block, no texts.
    expect(screen.queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block from booking' })).not.toBeInTheDocument();
    expect(screen.queryByText(/SMS: subscribed/)).not.toBeInTheDocument();
    expect(erasures).toEqual([{ confirm: 'ERASE' }, { confirm: 'ERASE' }]);
  });

  it('grants a role after a confirm, and adjusts credits only with a reason, showing the ledger', async () => {
    signedInAs(admin);
    let current = profile();
    const roles: unknown[] = [];
    const adjustments: unknown[] = [];
    server.use(
      http.get(`/api/admin/users/${USER}`, () => HttpResponse.json(current)),
      http.get(`/api/admin/users/${USER}/bookings`, () => page([])),
      http.get(`/api/admin/users/${USER}/credits/ledger`, () => page([movement])),
      http.put(`/api/admin/users/${USER}/roles`, async ({ request }) => {
        roles.push(await request.json());
        current = profile({ isEmployee: true });
        return HttpResponse.json({});
      }),
      http.post(`/api/admin/users/${USER}/credits`, async ({ request }) => {
        adjustments.push(await request.json());
        current = profile({ credits: { total: 1, general: 0, membership: 1, loyalty: 0 } });
        return HttpResponse.json(current.credits, { status: 201 });
      }),
    );
    await renderPage(`/admin/customers/${USER}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Employee' }, { timeout: 15_000 }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByRole('button', { name: 'Revoke Employee' })).toBeInTheDocument();
    expect(roles).toEqual([{ isEmployee: true }]);

    await userEvent.click(screen.getByRole('tab', { name: 'Credits' }));
    const ledger = await screen.findByRole('table', { name: 'Credit ledger' });
    expect(within(ledger).getByText('Birthday')).toBeInTheDocument();
    expect(within(ledger).getByText('Avery Tester')).toBeInTheDocument();
    expect(within(ledger).getByText('+1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adjust credits' }));
    const dialog = await screen.findByTestId('credit-change-dialog');
    await userEvent.type(within(dialog).getByLabelText(/Credits/), '-2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Bucket'), 'membership');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    expect(adjustments).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Expired by hand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('1 credits')).toBeInTheDocument();
    expect(adjustments).toEqual([{ amount: '-2', bucket: 'membership', reason: 'Expired by hand' }]);
  });

  it("lists the customer's card disputes, and says card payments are blocked", async () => {
    signedInAs(admin);
    const asked: string[] = [];
    server.use(
      http.get(`/api/admin/users/${USER}`, () => HttpResponse.json(profile())),
      http.get(`/api/admin/users/${USER}/bookings`, () => page([])),
      http.get('/api/admin/disputes', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          disputes: [
            dispute(),
            dispute({ disputeId: 'dp_0', amount: '20.00', status: 'won', cardBlocked: false, evidenceDueBy: null }),
          ],
        });
      }),
    );
    await renderPage(`/admin/customers/${USER}`);
    const section = (await screen.findByRole('heading', { name: 'Card disputes' }, { timeout: 15_000 })).closest(
      'section',
    )!;
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/\$35\.00 disputed Nov 20, 2026: needs a response, evidence due Dec 1, 2026/);
    expect(items[1]).toHaveTextContent(/\$20\.00 disputed Nov 20, 2026: won$/);
    expect(within(section).getByText(/Card payments are blocked/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All disputes' })).toHaveAttribute('href', '/admin/disputes');
    expect(asked).toEqual([`?status=all&userId=${USER}`]);
  });

  it("says so when the customer doesn't exist", async () => {
    signedInAs(admin);
    server.use(
      http.get(`/api/admin/users/${USER}`, () => HttpResponse.json({ message: 'User not found' }, { status: 404 })),
    );
    await renderPage(`/admin/customers/${USER}`);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('User not found');
  });

  it('lists the waivers the customer signed: version, name typed, time in venue time, address', async () => {
    signedInAs(admin);
    const waivers = [
      {
        version: 2,
        fullName: 'Robin Q. Putter',
        signedAt: '2026-11-20T15:05:00.000Z',
        ip: '203.0.113.9',
        userAgent: null,
      },
    ];
    server.use(
      http.get(`/api/admin/users/${USER}`, () => HttpResponse.json(profile({ waivers }))),
      http.get(`/api/admin/users/${USER}/bookings`, () => page([])),
    );
    await renderPage(`/admin/customers/${USER}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Waivers' }, { timeout: 15_000 }));
    const row = screen.getByRole('row', { name: /Robin Q\. Putter/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Robin Q. Putter', expect.stringMatching(/Nov 20, 2026.*10:05\sAM/), '203.0.113.9']);
  });
});
