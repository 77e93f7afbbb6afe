import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { bayFree, newPage, openDay, pickBooking, signUpOnLoginPage, venueDate } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

describe('booking with credits only in the browser', () => {
  it('signs in on the phone login page, books two hours with two granted credits, and pays nothing', async () => {
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app);

    const me = await page.evaluate(() =>
      fetch('/api/auth/phone-user', { credentials: 'include' }).then((r) => r.json() as Promise<{ id: string }>),
    );
    const { client: admin } = await signUp(h.app, undefined, { role: 'admin' });
    const granted = await admin.post(`/api/admin/users/${me.id}/credits`, {
      amount: 2,
      bucket: 'general',
      reason: 'e2e: credits-only booking',
    });
    expect(granted.status).toBe(201);

    const date = venueDate(4);
    await page.reload();
    await openDay(page, date);
    await pickBooking(page, '11:00', 2, 'Bay 5');
    const modal = page.getByTestId('booking-modal');
    await modal.getByLabel(/Use my credits \(2 available/).check();
    const action = page.getByTestId('booking-action');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="booking-action"]')?.textContent === 'Book with Credits (2 credits)',
    );
    await expect(page.getByTestId('quote-total').textContent()).resolves.toBe('$0.00');
    await screenshot(page, 'credits-booking-modal');
    await action.click();

    await page.getByTestId('toast').getByText('Booking confirmed').waitFor();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    await screenshot(page, 'credits-payment-success');
    expect(await bayFree(h.app, date, '11:00', 2, 'Bay 5')).toBe(false);
    const credits = await admin.get(`/api/user-credits/${me.id}`);
    expect(credits.body.total).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${h.app.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customer Login' }).waitFor();
    const after = await page.evaluate(() =>
      fetch('/api/auth/phone-user', { credentials: 'include' }).then(async (r) => [r.status, await r.json()]),
    );
    expect(after).toEqual([200, { user: null }]);
    await context.close();
  });
});
