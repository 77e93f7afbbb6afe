import type { Page } from 'playwright-core';
import { randomPhone } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone });

const fitsWidth = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
};

describe('customers and credits for an admin in a browser, at 375 px', () => {
  it('opens a customer from the list, adjusts their credits with a reason, and visits Credits and the Square mapping', async () => {
    const { page, context } = await newPage(h, 375, 812);
    await signUpOnLoginPage(page, h.app, 'Avery', 'Ledger', adminPhone);
    await page.goto('/admin/customers');
    await page.getByLabel('Search').fill('Ledger');
    await page.getByRole('link', { name: 'Avery Ledger' }).click();
    await page.getByRole('heading', { level: 1, name: 'Avery Ledger' }).waitFor();
    await fitsWidth(page);

    await page.getByRole('tab', { name: 'Credits' }).click();
    await page.getByRole('button', { name: 'Adjust credits' }).click();
    const dialog = page.getByTestId('credit-change-dialog');
    await dialog.getByLabel(/Credits/).fill('2');
    await dialog.getByLabel('Reason').fill('Welcome gift');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await page.getByRole('cell', { name: 'Welcome gift' }).waitFor();
    await page.getByText('2 credits', { exact: true }).waitFor();
    await page.getByRole('cell', { name: '+2' }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'admin-customer-375');

    await page.goto('/admin/credits');
    await page.getByRole('heading', { name: 'Credits' }).waitFor();
    await page.getByRole('cell', { name: 'Welcome gift' }).waitFor();
    await fitsWidth(page);

    await page.goto('/admin/debug/square-customer-mapping');
    await page.getByRole('heading', { name: 'Square customer mapping' }).waitFor();
    await page.getByLabel('Search').fill('Ledger');
    await page
      .getByRole('row', { name: /Avery Ledger/ })
      .getByRole('button', { name: 'Re-link' })
      .click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Re-link' }).click();
    await page.getByText(/a new Square customer was created/).waitFor();
    await fitsWidth(page);
    await context.close();
  });
});
