import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { newPage, openDay, pickBooking, signUpOnLoginPage, venueDate } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

describe('a coupon in the booking modal', () => {
  it('takes the discount into the server quote, carries it into the payment dialog and charges the reduced total', async () => {
    const { client: admin } = await signUp(h.app, undefined, { role: 'admin' });
    const created = await admin.post('/api/admin/coupons', {
      code: 'SWING20',
      name: 'Spring Swing',
      discountType: 'percentage',
      discountValue: 20,
    });
    expect(created.status).toBe(201);

    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app, 'Cora', 'Coupon');
    await openDay(page, venueDate(6));
    await pickBooking(page, '16:00', 2, 'Bay 3');
    const modal = page.getByTestId('booking-modal');
    const total = page.getByTestId('quote-total');
    await total.waitFor();
    const before = cents(await total.textContent());
    expect(before).toBeGreaterThan(0);

    await modal.getByRole('button', { name: 'Have a coupon code?' }).click();
    await modal.getByLabel('Coupon Code').fill(' swing20 ');
    await modal.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByTestId('toast').getByText('Coupon Applied!').waitFor();
    const expected = before - Math.round(before * 0.2);
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="quote-total"]')?.textContent === want,
      `$${(expected / 100).toFixed(2)}`,
    );
    await expect(modal.getByTestId('booking-summary').textContent()).resolves.toContain('Coupon SWING20');
    await expect(page.getByTestId('booking-action').textContent()).resolves.toBe(
      `Reserve Bay - $${(expected / 100).toFixed(2)}`,
    );
    await screenshot(page, 'coupon-applied');

    await page.getByTestId('booking-action').click();
    const payment = page.getByTestId('payment-dialog');
    await payment.getByTestId('coupon-box').getByText('SWING20').waitFor();
    await payment.getByLabel('Cardholder Name').fill('cora coupon');
    await payment.getByLabel('Card Number').fill('4242424242424242');
    await payment.getByLabel('Month (MM)').fill('11');
    await payment.getByLabel('Year (YY)').fill('32');
    await payment.getByLabel('CVV').fill('999');
    await payment.getByRole('button', { name: `Pay $${(expected / 100).toFixed(2)}` }).click();
    await page.getByTestId('toast').getByText('Payment Successful').waitFor();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    const id = new URL(page.url()).searchParams.get('booking_id');
    const details = await page.evaluate(
      (bookingId) =>
        fetch(`/api/bookings/details/${bookingId}`, { credentials: 'include' }).then(
          (r) => r.json() as Promise<{ totalAmount: string }>,
        ),
      id,
    );
    expect(cents(details.totalAmount)).toBe(expected);
    await context.close();
  });
});
