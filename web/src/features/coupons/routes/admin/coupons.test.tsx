import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const coupon = {
  id: 'c1',
  code: 'SPRING10',
  name: 'Spring ten',
  description: null,
  discountType: 'percentage',
  discountValue: 10,
  creditsGranted: 0,
  expiresAt: null,
  maxUses: 100,
  maxUsesPerUser: null,
  minimumOrderAmount: '0.00',
  context: 'booking',
  isActive: true,
  timesUsed: 1,
};
const page = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });

describe('the admin coupons page', () => {
  it("lists coupons, shows a coupon's usage and deactivates it", async () => {
    signedInAs(admin);
    let active = true;
    server.use(
      http.get('/api/admin/coupons', () => HttpResponse.json(page([{ ...coupon, isActive: active }]))),
      http.get('/api/admin/coupons/c1/redemptions', () =>
        HttpResponse.json(
          page([
            {
              orderId: 'o1',
              bookingId: 'bk1',
              bookingDate: '2026-12-01',
              bookingStartTime: '18:00',
              userId: 'u1',
              customerName: 'Robin Hood',
              phoneNumber: '+12125550123',
              orderAmount: '50.00',
              discountAmount: '5.00',
              creditsGranted: 0,
              reversed: false,
              redeemedAt: '2026-11-20T15:00:00.000Z',
            },
          ]),
        ),
      ),
      http.post('/api/admin/coupons/c1/deactivate', () => {
        active = false;
        return HttpResponse.json({ ...coupon, isActive: false });
      }),
    );
    await renderPage('/admin/coupons');
    const row = (await screen.findByText('SPRING10', { selector: 'strong' })).closest('tr')!;
    expect(within(row).getByText('1 / 100')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Usage of SPRING10' }));
    const usage = await screen.findByRole('dialog', { name: 'SPRING10: usage' });
    expect(await within(usage).findByText('Robin Hood')).toBeInTheDocument();
    expect(within(usage).getByText('2026-12-01 18:00')).toBeInTheDocument();
    expect(within(usage).getByText('$5.00')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate SPRING10' }));
    expect(await screen.findByText('SPRING10 Deactivated')).toBeInTheDocument();
    expect(await screen.findByText('Inactive', { selector: '.badge' })).toBeInTheDocument();
  });

  it('creates a coupon after checking its code and discount', async () => {
    signedInAs(admin);
    const posted: unknown[] = [];
    server.use(
      http.get('/api/admin/coupons', () => HttpResponse.json(page([]))),
      http.post('/api/admin/coupons', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(coupon, { status: 201 });
      }),
    );
    await renderPage('/admin/coupons');
    expect(await screen.findByText('No coupons yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Coupon' }));
    await userEvent.type(screen.getByLabelText('Code'), 'A!');
    await userEvent.type(screen.getByLabelText('Discount %'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(screen.getByText('Coupon code must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Coupon name is required')).toBeInTheDocument();
    expect(screen.getByText('A percentage discount cannot exceed 100')).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    await userEvent.clear(code);
    await userEvent.type(code, 'FALL20');
    await userEvent.type(screen.getByLabelText('Name'), 'Fall twenty');
    const pct = screen.getByLabelText('Discount %');
    await userEvent.clear(pct);
    await userEvent.type(pct, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Coupon Created')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        code: 'FALL20',
        name: 'Fall twenty',
        discountType: 'percentage',
        discountValue: 20,
        context: 'booking',
      }),
    ]);
  });
});
