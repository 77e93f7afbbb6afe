import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MembershipPlanView, SubscriptionRow } from '@contracts/memberships/memberships';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const member: MembershipPlanView = {
  id: 'member',
  name: 'Member',
  description: 'Member rates',
  monthlyFee: '49.00',
  discountAmount: '10.00',
  freeCreditsPerMonth: 2,
  advanceBookingDays: 14,
  creditRestrictedDays: ['Saturday'],
  creditRestrictedStartTime: '17:00:00',
  creditRestrictedEndTime: '21:00:00',
  isActive: true,
  sortOrder: 1,
};
const pastDue: SubscriptionRow = {
  userId: 'u9',
  customerName: 'Pat Late',
  phoneNumber: '+12125550999',
  planId: 'member',
  planName: 'Member',
  status: 'past_due',
  monthlyFee: '49.00',
  currentPeriodStart: '2026-10-24T15:00:00.000Z',
  currentPeriodEnd: '2026-11-24T15:00:00.000Z',
  cancelAtPeriodEnd: false,
  failedAttempts: 1,
  nextRetryAt: '2026-11-25T15:00:00.000Z',
  lastFailure: 'Your card was declined.',
  memberSince: '2026-10-24T15:00:00.000Z',
  endedAt: null,
  endedReason: null,
};

describe('the admin memberships page', () => {
  it('edits a plan (every field prefilled) and saves it', async () => {
    signedInAs(admin);
    let saved: Record<string, unknown> | null = null;
    server.use(
      http.get('/api/admin/membership-plans', () => HttpResponse.json([member])),
      http.get('/api/admin/subscriptions', () => HttpResponse.json({ items: [], total: 0, nextCursor: null })),
      http.put('/api/admin/membership-plans/member', async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...member, monthlyFee: '59.00' });
      }),
    );
    await renderPage('/admin/memberships');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Member' }, { timeout: 15_000 }));
    const editor = screen.getByRole('dialog', { name: 'Edit Member' });
    expect(within(editor).getByLabelText('Advance booking days')).toHaveValue('14');
    expect(within(editor).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    const fee = within(editor).getByLabelText('Monthly fee ($)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '59');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Member is saved.')).toBeInTheDocument();
    expect(saved).toMatchObject({
      name: 'Member',
      monthlyFee: '59.00',
      discountAmount: '10.00',
      advanceBookingDays: 14,
      creditRestrictedDays: ['Saturday'],
      creditRestrictedStartTime: '17:00',
      creditRestrictedEndTime: '21:00',
      isActive: true,
    });
  });

  it('lists subscriptions with why a payment failed, and retries a past-due one now', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/membership-plans', () => HttpResponse.json([member])),
      http.get('/api/admin/subscriptions', () => HttpResponse.json({ items: [pastDue], total: 1, nextCursor: null })),
      http.post('/api/admin/users/u9/membership/retry', () =>
        HttpResponse.json({ outcome: 'renewed', message: 'Payment collected; the membership is active again.' }),
      ),
    );
    await renderPage('/admin/subscriptions');
    const row = (await screen.findByText('Pat Late', {}, { timeout: 15_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Past Due');
    expect(row).toHaveTextContent('Failed 1× (Your card was declined.); next try Nov 25, 2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Payment collected; the membership is active again.')).toBeInTheDocument();
    server.use(
      http.get('/api/admin/users/u9/membership/history', () =>
        HttpResponse.json({
          userId: 'u9',
          items: [
            {
              eventId: 'e1',
              type: 'MembershipPaymentFailed',
              at: '2026-11-24T15:01:00.000Z',
              actor: 'system',
              summary: 'Renewal payment failed (try 1): Your card was declined.; next try Nov 25, 2026',
            },
          ],
        }),
      ),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pat Late: membership history' });
    expect(await within(dialog).findByText(/Renewal payment failed \(try 1\)/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('(automatic)');
  });
});
