import { waitFor } from '../harness/wait-for';
import { screenshot } from './support/browser';
import { newPage, openDay, pickBooking, signUpOnLoginPage, venueDate } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

/** Buys a gift card through the real purchase route, paid with the card twin's test card. */
async function buyGiftCard(amount: string): Promise<string> {
  const client = h.app.client();
  const token = await client.post('/api/dev/card-tokens', {
    cardNumber: '4242424242424242',
    expiryMonth: '12',
    expiryYear: '35',
    cvv: '123',
    cardholderName: 'GIFT GIVER',
  });
  expect(token.status).toBe(201);
  const bought = await client.post('/api/gift-cards/purchase', {
    amount,
    recipientName: 'Gil Green',
    senderName: 'Sue Sender',
    deliveryMethod: 'pickup',
    sourceId: token.body.token,
  });
  expect(bought.status).toBe(201);
  return bought.body.code as string;
}

describe('gift cards in the browser', () => {
  it('checks a balance from the home page, and says so when a code is unknown', async () => {
    const code = await buyGiftCard('25.00');
    const { page, context } = await newPage(h);
    await page.goto('/');
    const checker = page.getByRole('region', { name: 'Gift Card Balance' });
    await checker.getByLabel('Gift Card Code').fill(code.toLowerCase());
    await checker.getByRole('button', { name: 'Check' }).click();
    await checker.getByText('$25.00', { exact: true }).waitFor();
    await checker.getByLabel('Gift Card Code').fill('NOPE0000NOPE0000');
    await checker.getByRole('button', { name: 'Check' }).click();
    await checker.getByText('Gift card not found').waitFor();
    await context.close();
  });

  it('pays a whole booking with a gift card and leaves the rest on the card', async () => {
    const code = await buyGiftCard('50.00');
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app, 'Gina', 'Gift');
    await openDay(page, venueDate(2));
    await pickBooking(page, '08:00', 1, 'Bay 4');
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    const price = await total.textContent();
    const modal = page.getByTestId('booking-modal');
    await modal.getByLabel('Gift Card Code').fill(code);
    await modal.getByRole('button', { name: 'Apply gift card' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="quote-total"]')?.textContent === '$0.00');
    await expect(modal.getByTestId('booking-summary').textContent()).resolves.toContain(`Gift card-${price}`);
    await expect(page.getByTestId('booking-action').textContent()).resolves.toBe('Book with Credits (0 credits)');
    await screenshot(page, 'gift-card-applied');
    await page.getByTestId('booking-action').click();
    await page.getByTestId('toast').getByText('Booking confirmed').waitFor();
    await page.waitForURL(/\/payment-success\?booking_id=/);

    const left = await h.app.client().get(`/api/gift-cards/check/${code}`);
    const expected = (5000 - Math.round(Number(price!.replace('$', '')) * 100)) / 100;
    expect(left.body.currentBalance).toBe(expected.toFixed(2));
    await context.close();
  });

  it('buys a gift card on /gift-cards as a visitor (emailed through SMTP), then checks its balance there, at 375 px', async () => {
    const { page, context } = await newPage(h, 375, 800);
    const to = `gift.${Date.now()}@example.com`;
    await page.goto('/gift-cards');
    await page.getByRole('heading', { name: 'Purchase Gift Card' }).waitFor();
    await page.getByRole('radio', { name: '$100' }).click();
    await page.getByLabel('Recipient Name').fill('Rory Recipient');
    await page.getByLabel('Recipient Email').fill(to);
    await page.getByLabel('Your Name').fill('Sid Sender');
    await page.getByLabel('Personal Message').fill('Hit them straight!');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Ready to Purchase').waitFor();
    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    const pay = page.getByTestId('payment-dialog');
    await pay.getByLabel('Cardholder Name').fill('sid sender');
    await pay.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Month (MM)').fill('12');
    await pay.getByLabel('Year (YY)').fill('34');
    await pay.getByLabel('CVV').fill('123');
    await pay.getByRole('button', { name: 'Pay $100.00' }).click();
    const code = (await page.getByTestId('gift-card-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{16}$/);
    await page.getByText('Email sent to recipient.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'gift-card-bought-375');

    // The recipient's email arrived over SMTP with the code.
    const mail = await waitFor(
      async () =>
        (await h.app.client().get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).body.messages[0] as
          { subject: string; text: string } | undefined,
      { what: `the gift card email to ${to}` },
    );
    expect(mail?.subject).toBe('Sid Sender sent you a $100.00 Fairway Sim Golf gift card');
    expect(mail?.text).toContain(code);

    await page.getByRole('tab', { name: 'Check Balance' }).click();
    const checker = page.getByRole('region', { name: 'Gift Card Balance' });
    await checker.getByLabel('Gift Card Code').fill(code);
    await checker.getByRole('button', { name: 'Check' }).click();
    await checker.getByText('$100.00', { exact: true }).waitFor();
    await context.close();
  });
});
