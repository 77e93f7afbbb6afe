import { randomPhone } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone, SEED_DEMO: 'true' });

describe('the analytics pages in a browser', () => {
  it('renders both analytics pages at 375 px without script errors or page-wide scrolling', async () => {
    const { page, context } = await newPage(h, 375, 812);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signUpOnLoginPage(page, h.app, 'Avery', 'Admin', adminPhone);
    const fits = async () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Revenue by product' }).waitFor();
    await page.getByRole('table', { name: /Occupancy by weekday and hour/ }).waitFor();
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From').waitFor();
    expect(await fits()).toBe(true);
    await screenshot(page, 'admin-analytics-375');

    await page.goto('/admin/analytics-simple');
    await page.getByRole('heading', { name: 'Analytics (Simple)' }).waitFor();
    await page.getByText('Average booking value').waitFor();
    expect(await fits()).toBe(true);
    await screenshot(page, 'admin-analytics-simple-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
