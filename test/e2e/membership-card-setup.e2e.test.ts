import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage } from './support/web-app';

const h = useWebHarness();

async function membershipOf(context: import('playwright-core').BrowserContext) {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return (await fetch(`${h.app.url}/api/user-memberships`, { headers: { cookie } }).then((r) => r.json()))[0];
}

/** Paying a membership away from the card form: the hosted checkout popup and the in-page card setup with 3-D Secure. */
describe('membership payment pages in the browser', () => {
  it('pays the first month on the hosted checkout page in a popup; the page welcomes the member when it closes', async () => {
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app, 'Hana', 'Hosted');
    await page.goto('/memberships');
    const member = page.getByRole('article', { name: 'Member' });
    await member.getByRole('button', { name: 'Switch to This Plan' }).click();
    await page.getByTestId('membership-switch-dialog').getByRole('button', { name: 'Pay $49.00 with Square' }).click();
    const pay = page.getByTestId('payment-dialog');
    const popupOpened = page.waitForEvent('popup');
    await pay.getByRole('button', { name: 'Pay on a secure checkout page instead' }).click();
    const popup = await popupOpened;
    await page.getByTestId('hosted-checkout-dialog').getByText('Waiting for the checkout window…').waitFor();
    await popup.getByRole('heading', { name: 'Pay $49.00' }).waitFor();
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242');
    await popup.getByLabel('Expiry (MM/YY)').fill('12/34');
    await popup.getByLabel('CVC').fill('123');
    await popup.getByLabel('Name on card').fill('Hana Hosted');
    await screenshot(popup, 'membership-hosted-checkout');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Pay $49.00' }).click();
    // Back on the site, the popup starts the membership and closes itself; the opener sees it close.
    await closed;
    await page.getByText('Welcome to Member. Your membership is now active.').waitFor();
    await page.getByText('Current Member: Member').waitFor();
    expect(await membershipOf(context)).toMatchObject({ status: 'active', plan: { name: 'Member' } });
    await context.close();
  });

  it("sets the card up in the page with the bank's 3-D Secure challenge, then lands on /membership-success as a member", async () => {
    const { client: admin } = await signUp(h.app, undefined, { role: 'admin' });
    expect((await admin.put('/api/admin/payment-config', { processor: 'stripe' })).status).toBe(200);
    try {
      const { page, context } = await newPage(h);
      await signUpOnLoginPage(page, h.app, 'Sid', 'Secure');
      await page.goto('/memberships');
      await page.getByRole('article', { name: 'Premium' }).getByRole('button', { name: 'Switch to This Plan' }).click();
      await page
        .getByTestId('membership-switch-dialog')
        .getByRole('button', { name: 'Pay $99.00 with Stripe' })
        .click();
      const setup = page.getByTestId('membership-setup-dialog');
      await setup.getByLabel('Cardholder Name').fill('sid secure');
      await setup.getByLabel('Card Number').fill('4000 0025 0000 3155');
      await setup.getByLabel('Month (MM)').fill('12');
      await setup.getByLabel('Year (YY)').fill('34');
      await setup.getByLabel('CVV').fill('123');
      await screenshot(page, 'membership-card-setup');
      await setup.getByRole('button', { name: 'Start Premium - $99.00/month' }).click();
      // The bank's challenge (the card twin's stand-in for it), then back to the site.
      await page.getByRole('heading', { name: '3D Secure authentication' }).waitFor();
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await page.waitForURL(/\/membership-success\?session=.*redirect_status=succeeded/);
      await page.getByRole('heading', { name: 'Membership Active!' }).waitFor();
      await page.getByText(/Welcome to Premium/).waitFor();
      await screenshot(page, 'membership-card-setup-done');
      expect(await membershipOf(context)).toMatchObject({ status: 'active', plan: { name: 'Premium' } });
      await context.close();
    } finally {
      await admin.put('/api/admin/payment-config', { processor: 'square' });
    }
  });
});
