import type { Page } from 'playwright-core';
import { randomEmail, randomPhone, readCode } from '../harness/auth';
import { screenshot } from './support/browser';
import { bayFree, newPage, openDay, pickBooking, venueDate } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

/** Signs a new customer up in the sign-in dialog, reading the code from the dev SMS outbox. */
async function signUpInDialog(page: Page, phone: string): Promise<void> {
  const dialog = page.getByTestId('phone-sign-in-dialog');
  await dialog.getByLabel('Phone Number').fill(phone.replace('+1', ''));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
  await dialog.getByLabel('First Name').fill('Casey');
  await dialog.getByLabel('Last Name').fill('Fairway');
  await dialog.getByLabel('Email').fill(randomEmail());
  await dialog.getByRole('button', { name: 'Create Account & Send Code' }).click();
  await dialog.getByLabel('Verification Code').waitFor();
  const code = await readCode(h.app, phone);
  await dialog.getByLabel('Verification Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify & Continue' }).click();
}

async function fillCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByTestId('payment-dialog');
  await dialog.getByLabel('Cardholder Name').fill('casey fairway');
  await dialog.getByLabel('Card Number').fill(number);
  await dialog.getByLabel('Month (MM)').fill('12');
  await dialog.getByLabel('Year (YY)').fill('34');
  await dialog.getByLabel('CVV').fill('123');
}

describe('booking a bay and paying by card in the browser', () => {
  it('lets a new customer pick a day, time, duration and bay, sign up by phone, pay with the test card, and takes the slot', async () => {
    const { page, context } = await newPage(h);
    const date = venueDate(2);
    await page.goto('/');
    await openDay(page, date);
    await pickBooking(page, '10:00', 2, 'Bay 1');

    const action = page.getByTestId('booking-action');
    await page.getByTestId('quote-total').waitFor();
    const total = (await page.getByTestId('quote-total').textContent())!;
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    expect(await action.textContent()).toBe(`Reserve Bay - ${total}`);
    await action.click();

    await signUpInDialog(page, randomPhone());
    const payment = page.getByTestId('payment-dialog');
    await payment.waitFor();
    // The pay button names the server's total once the dialog has its quote (waits, then fails if never).
    await payment.getByRole('button', { name: `Pay ${total}` }).waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await screenshot(page, 'payment-dialog');
    await payment.getByRole('button', { name: `Pay ${total}` }).click();

    const toast = page.getByTestId('toast');
    await toast.getByText('Payment Successful').waitFor();
    await expect(toast.textContent()).resolves.toContain('Your booking has been confirmed!');
    await page.waitForURL(/\/payment-success\?booking_id=/);
    await page.getByRole('heading', { name: /Confirmed/ }).waitFor();
    await screenshot(page, 'payment-success');

    expect(await bayFree(h.app, date, '10:00', 2, 'Bay 1')).toBe(false);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await openDay(page, date);
    await page.getByTestId('booking-modal').locator('[data-time="10:00"]').click();
    await page.getByTestId('booking-modal').getByRole('radio', { name: '2 hours', exact: true }).check();
    await expect(page.getByRole('radio', { name: /^Bay 1\b/ }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it("shows 'Payment Failed' for a declined card and leaves the slot free", async () => {
    const { page, context } = await newPage(h);
    const date = venueDate(3);
    await page.goto('/');
    await openDay(page, date);
    await pickBooking(page, '14:00', 1, 'Bay 2');
    await page.getByTestId('quote-total').waitFor();
    await page.getByTestId('booking-action').click();
    await signUpInDialog(page, randomPhone());
    const payment = page.getByTestId('payment-dialog');
    await payment.waitFor();
    await fillCard(page, '4000 0000 0000 0002');
    await payment.getByRole('button', { name: /^Pay \$/ }).click();

    const toast = page.getByTestId('toast');
    await toast.getByText('Payment Failed').waitFor();
    await screenshot(page, 'payment-declined');
    expect(page.url()).not.toContain('payment-success');
    await expect(payment.isVisible()).resolves.toBe(true);
    expect(await bayFree(h.app, date, '14:00', 1, 'Bay 2')).toBe(true);
    await context.close();
  });

  it('lists every line paid on the success page, with a total that equals the charge (booking + credit offer)', async () => {
    const { page, context } = await newPage(h);
    const date = venueDate(4);
    await page.goto('/');
    await openDay(page, date);
    await pickBooking(page, '11:00', 1, 'Bay 1');
    await page.getByTestId('quote-total').waitFor();
    await page.getByRole('checkbox', { name: /credit for \$/ }).check();
    await page.getByTestId('booking-action').click();
    await signUpInDialog(page, randomPhone());
    const payment = page.getByTestId('payment-dialog');
    await payment.waitFor();
    const pay = payment.getByRole('button', { name: /^Pay \$/ });
    await pay.waitFor();
    const charged = (await pay.textContent())!.replace('Pay ', '');
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    await page.getByRole('heading', { name: 'Payment Confirmed' }).waitFor();
    await expect(page.getByTestId('total-paid').textContent()).resolves.toBe(charged);
    await page.getByText('1 credit (special offer)').waitFor();
    await page.getByText(`${charged} by card`).waitFor();
    const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
    const reference = bookingId.slice(0, 8).toUpperCase();
    await page.getByText(reference, { exact: true }).waitFor();
    await screenshot(page, 'payment-success-with-offer');
    await context.close();
  });
});

describe('a card whose bank asks for 3-D Secure, approved in the payment dialog', () => {
  it("shows the bank's page in the dialog; approving it pays once and takes the slot, refusing it leaves the slot free", async () => {
    const { page, context } = await newPage(h);
    const date = venueDate(5);
    await page.goto('/');
    await openDay(page, date);
    await pickBooking(page, '15:00', 1, 'Bay 2');
    await page.getByTestId('quote-total').waitFor();
    await page.getByTestId('booking-action').click();
    await signUpInDialog(page, randomPhone());
    const payment = page.getByTestId('payment-dialog');
    await payment.waitFor();
    const pay = payment.getByRole('button', { name: /^Pay \$/ });
    await pay.waitFor();

    // Refused at the bank: nothing is taken and the slot stays free.
    await fillCard(page, '4000 0025 0000 3155');
    await pay.click();
    await payment.getByTestId('bank-approval').waitFor();
    const bank = page.frameLocator('iframe[title="Your bank\'s approval"]');
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByTestId('toast').getByText('Your bank did not approve this payment').waitFor();
    expect(await bayFree(h.app, date, '15:00', 1, 'Bay 2')).toBe(true);

    // Approved at the bank: the same dialog pays, once.
    await fillCard(page, '4000 0025 0000 3155');
    await pay.click();
    await payment.getByTestId('bank-approval').waitFor();
    await screenshot(page, 'payment-3ds');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    expect(await bayFree(h.app, date, '15:00', 1, 'Bay 2')).toBe(false);
    const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
    const booking = await h.app.ctx.knex('bookings').where({ id: bookingId }).first();
    // The approved payment is the booking's, taken once (the refused attempt took nothing).
    const approved = await h.app.ctx
      .knex('card_twin_authentications')
      .where({ status: 'paid', payment_id: booking.square_payment_id });
    expect(approved).toHaveLength(1);
    expect(await h.app.ctx.knex('card_twin_charges').where({ id: booking.square_payment_id })).toHaveLength(1);
    await context.close();
  });
});
