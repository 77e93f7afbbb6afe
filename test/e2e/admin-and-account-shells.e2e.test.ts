import { randomPhone } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage, signUpOnLoginPage } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone });

describe('the account and admin shells in a browser', () => {
  it('sends a visitor from /admin to the login page after telling them why', async () => {
    const { page, context } = await newPage(h);
    const res = await page.goto('/admin/bookings');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.waitForURL(`${h.app.url}/phone-login`);
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    await context.close();
  });

  it('refuses a customer the admin area, shows them their account, and sends them home from /phone-login', async () => {
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app, 'Casey', 'Fairway');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);

    await page.getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('heading', { name: 'Casey Fairway' }).waitFor();
    await page.getByRole('tab', { name: 'Membership' }).click();
    expect(page.url()).toMatch(/#membership$/);

    await page.goto('/phone-login');
    await page.waitForURL(`${h.app.url}/`);
    await context.close();
  });

  it('gives an admin every admin page from the sidebar, usable at 375 px', async () => {
    const { page, context } = await newPage(h, 375, 812);
    await signUpOnLoginPage(page, h.app, 'Avery', 'Admin', adminPhone);
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Tee Sheet' }).click();
    await page.getByRole('heading', { name: 'Tee Sheet' }).waitFor();
    expect(page.url()).toBe(`${h.app.url}/admin/tee-sheet`);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await screenshot(page, 'admin-shell-375');
    await page.goto('/admin/not-a-page');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await context.close();
  });

  it('lists customers for an admin, searched and paged on the server, at 375 px', async () => {
    const { page, context } = await newPage(h, 375, 812);
    // The admin signed up in the test above: sign in again on this fresh browser.
    await signInOnLoginPage(page, h.app, adminPhone);
    await page.goto('/admin/customers');
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByLabel('Search').fill('Fairway');
    await page.getByRole('cell', { name: 'Casey Fairway' }).waitFor();
    await page.getByText('1–1 of 1').waitFor();
    await expect(page.getByRole('button', { name: 'Export CSV' }).isEnabled()).resolves.toBe(true);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await screenshot(page, 'admin-customers-375');
    await context.close();
  });
});
