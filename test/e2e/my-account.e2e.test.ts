import type { BrowserContext } from 'playwright-core';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage, venueDate } from './support/web-app';

const h = useWebHarness();

/** A paid booking for the signed-in account, through the same card route the booking dialog uses. */
async function bookAndPay(context: BrowserContext, date: string, time: string, bayName: string) {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const headers = { cookie, 'content-type': 'application/json' };
  const bays = await fetch(`${h.app.url}/api/bays`, { headers }).then((r) => r.json());
  const bayId = (bays as { id: string; name: string }[]).find((b) => b.name === bayName)!.id;
  const token = await fetch(`${h.app.url}/api/dev/card-tokens`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      cardNumber: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 39,
      cvv: '123',
      cardholderName: 'A',
    }),
  }).then((r) => r.json());
  const quote = await fetch(`${h.app.url}/api/checkout/quote`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ date, time, duration: 1, bayId, creditsUsed: 0 }),
  }).then((r) => r.json());
  const paid = await fetch(`${h.app.url}/api/square/process-payment`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      sourceId: token.token,
      amount: quote.amountDueCents,
      bookingData: { date, time, duration: 1, bayId, creditsUsed: 0 },
    }),
  });
  expect(paid.status).toBe(201);
}

describe('the account page in the browser', () => {
  it('extends one upcoming booking (paid) and cancels another, with the refund shown first', async () => {
    const { page, context } = await newPage(h, 375, 800);
    await signUpOnLoginPage(page, h.app, 'Ace', 'Account');
    await bookAndPay(context, venueDate(6), '09:00', 'Bay 3');
    await bookAndPay(context, venueDate(7), '14:00', 'Bay 4');
    await page.goto('/my-account#bookings');
    await page.getByRole('heading', { name: 'Upcoming Bookings' }).waitFor();
    await page.getByText('Total Bookings').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'my-account-bookings-375');

    const items = page.locator('.booking-item');
    await items.first().getByRole('button', { name: 'Extend' }).click();
    const extend = page.getByTestId('extend-dialog');
    await extend.getByRole('radio', { name: '+1 hour' }).click();
    await extend.getByText('Extension Available').waitFor();
    await extend.getByRole('button', { name: /^Continue - \$/ }).click();
    const pay = page.getByTestId('payment-dialog');
    await pay.getByLabel('Cardholder Name').fill('ace account');
    await pay.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Month (MM)').fill('12');
    await pay.getByLabel('Year (YY)').fill('34');
    await pay.getByLabel('CVV').fill('123');
    await pay.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByText('Booking Extended').waitFor();
    await items.first().getByText('(extended +1 h)').waitFor();

    await items.nth(1).getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByTestId('cancel-dialog');
    await cancel.getByText('Booking amount').waitFor();
    await screenshot(page, 'my-account-cancel-preview');
    await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByText('Booking Cancelled').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.booking-item').length === 1);
    await context.close();
  });
});
