import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { newPage, signUpOnLoginPage } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const h = useWebHarness();

describe('the floating support button', () => {
  it('shows a logged-out visitor the support number and Login to Chat', async () => {
    const { page, context } = await newPage(h);
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact support' }).click();
    const dialog = page.getByTestId('support-dialog');
    await dialog.getByRole('link', { name: /\+1 \(555\)/ }).waitFor();
    await dialog.getByRole('link', { name: 'Login to Chat' }).click();
    await page.waitForURL(/\/phone-login$/);
    await context.close();
  });

  it('lets a signed-in customer write to support and shows the staff reply from the 3 s poll', async () => {
    const { page, context } = await newPage(h);
    await signUpOnLoginPage(page, h.app, 'Chad', 'Chatter');
    const me = await page.evaluate(() =>
      fetch('/api/auth/phone-user').then((r) => r.json() as Promise<{ id: string }>),
    );
    await page.getByRole('button', { name: 'Contact support' }).click();
    const dialog = page.getByTestId('support-dialog');
    await dialog.getByLabel('Message').fill('  Can I bring my own clubs?  ');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('log').getByText('Can I bring my own clubs?').waitFor();

    const { client: admin } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Jordan' });
    const replied = await admin.post(`/api/admin/support/${me.id}/reply`, { message: 'Of course — see you soon!' });
    expect(replied.status).toBe(201);
    await dialog.getByRole('log').getByText('Of course — see you soon!').waitFor({ timeout: 10_000 });
    await screenshot(page, 'support-chat');
    await context.close();
  });
});
