import { renewDueMemberships } from '../../src/commands/memberships/renew-memberships.command';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import { cardToken } from '../payments/payment-fixtures';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage } from './support/web-app';

const h = useWebHarness();

describe('a renewal the bank wants approved, approved from the texted link in the browser', () => {
  it("opens the link without signing in, approves on the bank's page and renews the membership", async () => {
    const { client, user } = await signUp(h.app);
    const joined = await client.post('/api/create-membership-subscription', {
      planId: 'member',
      sourceId: await cardToken(client, '4000 0027 6000 3184'),
    });
    expect(joined.status).toBe(201);
    const periodEnd = (await waitFor(async () => (await client.get('/api/user-memberships')).body[0])).currentPeriodEnd;
    // The clock at the renewal: the bank refuses the off-session charge and wants its holder.
    const realNow = h.app.ctx.now;
    h.app.ctx.now = () => new Date(Date.parse(periodEnd) + 60_000);
    try {
      await renewDueMemberships(h.app.ctx);
      const text = await waitFor(
        async () =>
          (
            (await h.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(user.phoneNumber)}`)).body
              .messages as { body: string }[]
          ).find((m) => m.body.includes('/approve-payment/'))?.body,
        { what: 'the approval text' },
      );
      const link = new URL(/https?:\/\/\S+/.exec(text)![0]);

      const { page, context } = await newPage(h);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('heading', { name: 'Approve Your Payment' }).waitFor();
      await page.getByText('Your bank needs you to approve your').waitFor();
      await expect(page.locator('main, body').first().textContent()).resolves.toContain('$49.00');
      await screenshot(page, 'approve-payment');
      await page.getByRole('button', { name: 'Approve with Your Bank' }).click();
      await page.getByRole('heading', { name: '3D Secure authentication' }).waitFor();
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await page.waitForURL(/\/approve-payment\/[0-9a-f-]+\?returned=1/);
      await page.getByText('Thank you!').waitFor();
      await page.getByText('Your membership is active again.').waitFor();
      await screenshot(page, 'approve-payment-done');
      await context.close();
      const renewed = await waitFor(async () => {
        const m = (await client.get('/api/user-memberships')).body[0];
        return m?.currentPeriodStart === periodEnd && m;
      });
      expect(renewed).toMatchObject({ status: 'active', isPastDue: false });
    } finally {
      h.app.ctx.now = realNow;
    }
  });
});
