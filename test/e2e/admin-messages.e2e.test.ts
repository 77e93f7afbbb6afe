import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import { screenshot } from './support/browser';
import { newPage, signInOnLoginPage, signUpOnLoginPage } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

describe('answering a customer from the admin inbox', () => {
  it('shows a chat message and a text in one conversation; the reply reaches the chat and the phone', async () => {
    const customer = await newPage(h);
    const phone = await signUpOnLoginPage(customer.page, h.app, 'Tina', 'Texter');
    await customer.page.getByRole('button', { name: 'Contact support' }).click();
    const chat = customer.page.getByTestId('support-dialog');
    await chat.getByLabel('Message').fill('Is bay 4 free at 7?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByRole('log').getByText('Is bay 4 free at 7?').waitFor();
    // The same customer texts the venue's number (the SMS twin stands in for Twilio's webhook).
    expect(
      (await h.app.client().post('/api/dev/sms-inbound', { from: phone, body: 'And do you sell gloves?' })).status,
    ).toBe(200);

    const { user: adminUser } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Dana', lastName: 'Desk' });
    const desk = await newPage(h);
    await signInOnLoginPage(desk.page, h.app, adminUser.phoneNumber);
    await desk.page.goto('/admin/messages');
    const list = desk.page.getByRole('list', { name: 'Conversations' });
    const item = list.getByRole('button', { name: /Tina Texter/ });
    await item.getByLabel('2 unread').waitFor();
    await item.click();
    const thread = desk.page.getByRole('log', { name: 'Messages with Tina Texter' });
    await thread.getByText('And do you sell gloves?').waitFor();
    await thread.getByText('Is bay 4 free at 7?').waitFor();
    await item.getByLabel('2 unread').waitFor({ state: 'detached' });
    await desk.page.getByLabel('Reply').fill('Bay 4 is free at 7, and yes, gloves are $15.');
    await desk.page.getByRole('button', { name: 'Send Reply' }).click();
    await thread.getByText('Bay 4 is free at 7, and yes, gloves are $15.').waitFor();
    await screenshot(desk.page, 'admin-messages');

    // The customer's open chat picks it up on its 3 s poll; the phone gets it by text, once.
    await chat.getByRole('log').getByText('Bay 4 is free at 7, and yes, gloves are $15.').waitFor({ timeout: 10_000 });
    const texts = await waitFor(
      async () =>
        (await h.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body.messages as Array<{
          body: string;
        }>,
      { until: (got) => got.some((m) => m.body.includes('gloves are $15')), what: 'the reply texted' },
    );
    expect(texts.filter((m) => m.body.includes('gloves are $15'))).toHaveLength(1);
    await customer.context.close();
    await desk.context.close();
  });
});
