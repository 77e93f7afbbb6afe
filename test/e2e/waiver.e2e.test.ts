import type { Page } from 'playwright-core';
import { randomEmail, randomPhone, readCode } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { bayFree, newPage, openDay, pickBooking, signUpOnLoginPage, venueDate } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone });
const TEXT = 'I play at my own risk and check the bay is clear before every swing.';

/** Signs a new customer up in the booking flow's sign-in dialog (code from the dev SMS outbox). */
async function signUpInDialog(page: Page, phone: string): Promise<void> {
  const dialog = page.getByTestId('phone-sign-in-dialog');
  await dialog.getByLabel('Phone Number').fill(phone.replace('+1', ''));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
  await dialog.getByLabel('First Name').fill('Wren');
  await dialog.getByLabel('Last Name').fill('Signer');
  await dialog.getByLabel('Email').fill(randomEmail());
  await dialog.getByRole('button', { name: 'Create Account & Send Code' }).click();
  await dialog.getByLabel('Verification Code').fill(await readCode(h.app, phone));
  await dialog.getByRole('button', { name: 'Verify & Continue' }).click();
}

describe('the venue waiver in the browser', () => {
  it('an admin requires a waiver; a new customer signs it in place while booking, pays, and the admin sees the signature', async () => {
    const admin = await newPage(h);
    await signUpOnLoginPage(admin.page, h.app, 'Avery', 'Admin', adminPhone);
    await admin.page.goto('/admin/waiver');
    await admin.page.getByRole('heading', { level: 1, name: 'Waiver' }).waitFor();
    // The demo venue has a waiver text to start from, not required (the seed).
    await expect(admin.page.getByLabel('Waiver text').inputValue()).resolves.toMatch(/^Release of liability/);
    await expect(admin.page.getByLabel('Require a signed waiver before booking').isChecked()).resolves.toBe(false);
    await admin.page.getByRole('cell', { name: '1 (current)' }).waitFor();
    await admin.page.getByLabel('Require a signed waiver before booking').check();
    await admin.page.getByLabel('Waiver text').fill(TEXT);
    await admin.page.getByRole('button', { name: /^Save/ }).click();
    await admin.page.getByTestId('toast').getByText('Waiver Saved').waitFor();
    const current = (await h.app.client().get('/api/waiver')).body as { version: number; isRequired: boolean };
    expect(current.isRequired).toBe(true);
    await admin.page.getByRole('cell', { name: `${current.version} (current)` }).waitFor();

    const { page, context } = await newPage(h);
    const date = venueDate(2);
    await page.goto('/');
    await openDay(page, date);
    await pickBooking(page, '10:00', 1, 'Bay 1');
    await page.getByTestId('quote-total').waitFor();
    const total = (await page.getByTestId('quote-total').textContent())!;
    await page.getByTestId('booking-action').click();
    await signUpInDialog(page, randomPhone());

    // Signed in, the booking waits for the waiver, shown in the booking dialog with the same selection.
    const waiver = page.getByTestId('booking-modal').getByTestId('waiver-sign');
    await waiver.getByText(TEXT).waitFor();
    await expect(page.getByTestId('payment-dialog').count()).resolves.toBe(0);
    await screenshot(page, 'waiver-sign-in-booking');
    await waiver.getByLabel('Full name').fill('Wren Signer');
    await waiver.getByRole('button', { name: 'Sign Waiver' }).click();

    const payment = page.getByTestId('payment-dialog');
    await payment.getByRole('button', { name: `Pay ${total}` }).waitFor();
    await payment.getByLabel('Cardholder Name').fill('wren signer');
    await payment.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Month (MM)').fill('12');
    await payment.getByLabel('Year (YY)').fill('34');
    await payment.getByLabel('CVV').fill('123');
    await payment.getByRole('button', { name: `Pay ${total}` }).click();
    await page.getByTestId('toast').getByText('Payment Successful').waitFor();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    expect(await bayFree(h.app, date, '10:00', 1, 'Bay 1')).toBe(false);
    await context.close();

    await admin.page.goto('/admin/customers');
    await admin.page.getByLabel('Search').fill('Signer');
    await admin.page.getByRole('link', { name: 'Wren Signer' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Wren Signer' }).waitFor();
    await admin.page.getByRole('tab', { name: 'Waivers' }).click();
    const row = admin.page.getByRole('row', { name: new RegExp(`^${current.version} Wren Signer`) });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toMatch(/\d/);
    await screenshot(admin.page, 'admin-customer-waivers');
    await admin.context.close();
  });
});
