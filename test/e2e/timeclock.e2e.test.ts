import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage } from './support/web-app';

const h = useWebHarness();

describe('the timeclock in the browser', () => {
  it('lets an employee clock in with a note and out again at 375 px, and keeps the entry', async () => {
    const { user } = await signUp(h.app, undefined, { role: 'employee', firstName: 'Casey' });
    const { page, context } = await newPage(h, 375, 800);
    await signInOnLoginPage(page, h.app, user.phoneNumber);
    await page.getByRole('link', { name: 'Timeclock' }).first().click();
    await page.waitForURL(/\/timeclock$/);
    const status = page.getByTestId('clock-status');
    await status.getByText('Not Clocked In').waitFor();
    await page.getByLabel('Notes (optional)').fill('Opening the bays');
    await page.getByRole('button', { name: 'Clock In' }).click();
    await page.getByTestId('toast').getByText('Clocked In Successfully').waitFor();
    await status.getByText('Clocked In', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'timeclock-clocked-in-375');

    await page.getByRole('button', { name: 'Clock Out' }).click();
    await page
      .getByTestId('toast')
      .getByText(/You worked \d+\.\d{2} hours/)
      .waitFor();
    await status.getByText('Not Clocked In').waitFor();
    await page
      .getByTestId('recent-entries')
      .getByText(/Opening the bays/)
      .waitFor();

    const entries = await h.app.ctx.knex('timeclock_entries').where({ user_id: user.id });
    expect(entries).toHaveLength(1);
    expect(entries[0].clock_out).not.toBeNull();
    await context.close();
  });
});
