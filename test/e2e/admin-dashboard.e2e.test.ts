import { randomPhone } from '../harness/auth';
import { setUpVenue } from '../bookings/booking-fixtures';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone });

describe('the admin dashboard in a browser', () => {
  it('fits 375 px: the bays-by-hour grid scrolls inside its card, not the page', async () => {
    await setUpVenue(h.app.ctx, 4);
    const { page, context } = await newPage(h, 375, 812);
    await signUpOnLoginPage(page, h.app, 'Avery', 'Admin', adminPhone);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('table', { name: 'Bookings by bay and hour' }).waitFor();
    const widths = await page.evaluate(() => {
      const wrap = document.querySelector('.bay-hour-grid-wrap')!;
      return {
        page: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        wrapScroll: wrap.scrollWidth,
        wrapClient: wrap.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.client);
    expect(widths.wrapScroll).toBeGreaterThan(widths.wrapClient);
    await screenshot(page, 'admin-dashboard-375');
    await page.getByRole('button', { name: 'Next Day' }).click();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Today' }).and(page.locator(':disabled')).waitFor();
    await context.close();
  });
});
