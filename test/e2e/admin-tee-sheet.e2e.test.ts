import { randomBytes } from 'node:crypto';
import { signUp } from '../harness/auth';
import { cardToken } from '../payments/payment-fixtures';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage, venueDate } from './support/web-app';

const h = useWebHarness();

/** The admin's desk: a walk-in booked from the tee sheet, and a paid booking cancelled with an override. */
describe('the admin tee sheet and bookings in a browser', () => {
  it('books a walk-in from an empty tee-sheet cell and shows its block, with no page scroll at 375 px', async () => {
    const { user } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const date = venueDate(2);
    const { page, context } = await newPage(h);
    await signInOnLoginPage(page, h.app, user.phoneNumber);
    await page.goto(`/admin/tee-sheet?date=${date}`);
    await page.getByRole('heading', { name: 'Tee Sheet' }).waitFor();
    await page.getByRole('button', { name: 'Book Bay 2 at 10:00 AM' }).click();
    const dialog = page.getByTestId('desk-booking');
    await dialog.getByLabel('Walk-in guest').check();
    await dialog.getByLabel('First name').fill('Wally');
    await dialog.getByLabel('Last name').fill('Walkin');
    await dialog.getByLabel('Phone').fill('+16175550123');
    await dialog.getByLabel('Duration').selectOption('2');
    await dialog.getByRole('button', { name: 'Book' }).click();
    await dialog.waitFor({ state: 'detached' });
    const block = page.getByRole('button', { name: /^Wally Walkin, Bay 2 10:00 AM to 12:00 PM, Confirmed, paid/ });
    await block.waitFor();
    await screenshot(page, 'admin-tee-sheet');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await block.waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      grid: document.querySelector('[data-testid="tee-sheet-scroll"]')!.scrollWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.grid).toBeGreaterThan(widths.client);
    await screenshot(page, 'admin-tee-sheet-375');
    await context.close();
  });

  it('cancels a paid booking from /admin/bookings with an override refund and a reason', async () => {
    const last = `Parr${randomBytes(2).toString('hex')}`;
    const { client: api, user } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Ada', lastName: last });
    const booked = await api.post('/api/admin/bookings', {
      userId: user.id,
      bayId: '5a1d0c6e-0003-4c3b-9d0a-000000000003',
      date: venueDate(3),
      startTime: '14:00',
      duration: 2,
      payment: 'card',
      sourceId: await cardToken(api),
    });
    expect([booked.status, booked.body.paymentStatus]).toEqual([201, 'paid']);

    const { page, context } = await newPage(h);
    await signInOnLoginPage(page, h.app, user.phoneNumber);
    await page.goto('/admin/bookings');
    await page.getByRole('heading', { name: 'Bookings' }).waitFor();
    await page.getByLabel('Search').fill(last);
    const table = page.getByRole('table', { name: 'Bookings' });
    await table.getByRole('button', { name: new RegExp(`Open booking of Ada ${last}`) }).click();
    const dialog = page.getByTestId('booking-detail');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.getByLabel(/Override/).check();
    await dialog.getByLabel('Refund amount').fill('12.50');
    await dialog.getByLabel('Reason').fill('Projector broke mid-round');
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.getByText('$12.50 refunded (Override: Projector broke mid-round)', { exact: true }).waitFor();
    await dialog.getByText('Cancelled', { exact: true }).waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: `Cancelled by Ada ${last}; $12.50 refunded (override: Projector broke mid-round)` })
      .waitFor();
    await table.getByText('Cancelled', { exact: true }).waitFor();
    await screenshot(page, 'admin-booking-override');

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.setViewportSize({ width: 375, height: 812 });
    await table.getByText('Cancelled', { exact: true }).waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await screenshot(page, 'admin-bookings-375');
    await context.close();
  });
});
