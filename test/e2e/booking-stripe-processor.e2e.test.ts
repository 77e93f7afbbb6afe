import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { bayFree, newPage, openDay, pickBooking, signUpOnLoginPage, venueDate } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

describe('paying when the venue uses the second card provider', () => {
  it('pays through Stripe when an admin has made it the active processor', async () => {
    const { client: admin } = await signUp(h.app, undefined, { role: 'admin' });
    const switched = await admin.put('/api/admin/payment-config', { processor: 'stripe' });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual(expect.arrayContaining([{ processor: 'stripe', isActive: true }]));

    const { page, context } = await newPage(h);
    const intents: string[] = [];
    page.on('request', (r) => {
      if (
        r.method() === 'POST' &&
        /\/api\/(orders|create-payment-intent|stripe\/process-payment|square\/process-payment)$/.test(r.url())
      )
        intents.push(`${new URL(r.url()).pathname} ${JSON.parse(r.postData() ?? '{}').processor ?? ''}`.trim());
    });
    await signUpOnLoginPage(page, h.app, 'Sam', 'Stripe');
    const date = venueDate(5);
    await openDay(page, date);
    await pickBooking(page, '09:00', 1, 'Bay 6');
    await page.getByTestId('quote-total').waitFor();
    await page.getByTestId('booking-action').click();
    const payment = page.getByTestId('payment-dialog');
    await payment.getByLabel('Cardholder Name').fill('sam stripe');
    await payment.getByLabel('Card Number').fill('4242424242424242');
    await payment.getByLabel('Month (MM)').fill('09');
    await payment.getByLabel('Year (YY)').fill('33');
    await payment.getByLabel('CVV').fill('321');
    await payment.getByRole('button', { name: /^Pay \$/ }).click();

    await page.getByTestId('toast').getByText('Payment Successful').waitFor();
    await page.waitForURL(/\/payment-success\?booking_id=/);
    await screenshot(page, 'stripe-payment-success');
    // The one payment dialog pays through the paid order, naming the venue's processor.
    expect(intents).toEqual(['/api/orders stripe']);
    const charges = await h.app.ctx.knex('card_twin_charges').where({ processor: 'stripe' });
    expect(charges).toHaveLength(1);
    expect(charges[0].id).toMatch(/^pi_/);
    expect(await bayFree(h.app, date, '09:00', 1, 'Bay 6')).toBe(false);
    await context.close();
  });
});
