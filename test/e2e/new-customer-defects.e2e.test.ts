import { randomEmail, randomPhone, readCode } from '../harness/auth';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage, venueDate } from './support/web-app';

const h = useWebHarness();

describe('what a new customer met, fixed', () => {
  it('disables the calendar days beyond the booking window, with a hint, instead of refusing in the modal', async () => {
    const { page, context } = await newPage(h);
    await page.goto('/');
    await page.getByTestId('month-calendar').waitFor();
    await page.getByTestId('booking-window-hint').getByText('You can book up to 7 days ahead.').waitFor();
    const last = page.locator(`[data-date="${venueDate(7)}"]`);
    const beyond = page.locator(`[data-date="${venueDate(8)}"]`);
    for (let i = 0; i < 2 && (await beyond.count()) === 0; i++)
      await page.getByRole('button', { name: 'Next month' }).click();
    await expect(beyond.isDisabled()).resolves.toBe(true);
    await expect(beyond.getAttribute('aria-label')).resolves.toMatch(/not bookable yet$/);
    if ((await last.count()) > 0) await expect(last.isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('says an email already in use on the sign-up form, before any code, and lets the customer fix it', async () => {
    const first = await newPage(h);
    const email = randomEmail();
    await first.page.goto('/phone-login');
    // The first customer takes the email.
    const takenPhone = randomPhone();
    await first.page.getByLabel('Phone Number').fill(takenPhone);
    await first.page.getByRole('button', { name: 'Continue' }).click();
    await first.page.getByLabel('First Name').fill('Robin');
    await first.page.getByLabel('Last Name').fill('First');
    await first.page.getByLabel('Email').fill(email);
    await first.page.getByRole('button', { name: 'Create Account & Send Code' }).click();
    await first.page.getByLabel('Verification Code').fill(await readCode(h.app, takenPhone));
    await first.page.getByRole('button', { name: 'Verify & Continue' }).click();
    await first.page.waitForURL(`${h.app.url}/`);
    await first.context.close();

    const { page, context } = await newPage(h);
    const phone = randomPhone();
    await page.goto('/phone-login');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Second');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create Account & Send Code' }).click();
    await page
      .locator('.field-error')
      .getByText('An account with this phone number or email already exists', { exact: false })
      .waitFor();
    expect(await page.getByLabel('Verification Code').count()).toBe(0);
    const outbox = await h.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    expect(outbox.body.messages ?? []).toEqual([]);

    await page.getByLabel('Email').fill(randomEmail());
    await page.getByRole('button', { name: 'Create Account & Send Code' }).click();
    await page.getByLabel('Verification Code').fill(await readCode(h.app, phone));
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await page.waitForURL(`${h.app.url}/`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await context.close();
  });

  it('keeps a signed-in customer off the login page', async () => {
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app);
    await page.goto('/phone-login');
    await page.waitForURL(`${h.app.url}/`);
    await page.getByTestId('month-calendar').waitFor();
    await context.close();
  });
});
