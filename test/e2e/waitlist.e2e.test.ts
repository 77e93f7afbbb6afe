import { randomUUID } from 'node:crypto';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, openDay, signUpOnLoginPage, venueDate } from './support/web-app';

const h = useWebHarness();

/** Someone else books every bay at this time, so the time is fully booked. */
async function takeEveryBay(date: string, startTime: string): Promise<void> {
  const bays = (await h.app.client().get('/api/bays')).body as Array<{ id: string }>;
  for (const bay of bays) {
    const quote = await quoteBooking(h.app.ctx, { bayId: bay.id, date, startTime, duration: 1 });
    const placed = await placeBooking(h.app.ctx, {
      bookingId: randomUUID(),
      userId: null,
      bayId: bay.id,
      date,
      startTime,
      duration: 1,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await h.app.ctx.projections.waitFor(placed.position, ['bookings']);
  }
}

describe('the waitlist in the browser', () => {
  it('lets a customer who finds a time taken ask to be notified, then see and leave the entry on their account', async () => {
    const date = venueDate(5);
    await takeEveryBay(date, '11:00');
    const { page, context } = await newPage(h, 375, 800);
    await signUpOnLoginPage(page, h.app, 'Wade', 'Waiter');
    await openDay(page, date);

    const modal = page.getByTestId('booking-modal');
    const full = modal.locator('[data-time="11:00"]');
    await expect(full.getAttribute('aria-label')).resolves.toMatch(/fully booked/);
    await full.click();
    const notify = modal.getByTestId('waitlist-notify');
    await notify.getByText('Every bay is taken at this time.').waitFor();
    await expect(notify.getByLabel('Bay').inputValue()).resolves.toBe('');
    await screenshot(page, 'waitlist-notify-me-375');
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await modal.getByTestId('waitlist-joined').getByText("You're on the waitlist for 11:00 AM.").waitFor();

    await page.goto('/my-account#bookings');
    const section = page.getByTestId('my-waitlist');
    const entry = section.locator('.waitlist-entry');
    await entry.getByText('11:00 AM · 1 hour · Any bay').waitFor();
    await entry.getByText('Waiting').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'waitlist-account-375');

    await entry.getByRole('button', { name: /^Leave the waitlist for/ }).click();
    await page.getByText('Left the Waitlist').waitFor();
    await entry.getByText('Left', { exact: true }).waitFor();
    await expect(entry.getByRole('button', { name: /^Leave/ }).count()).resolves.toBe(0);
    await context.close();
  });
});
