import { randomPhone } from '../harness/auth';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone });

describe('the projections console, in a browser', () => {
  it('rebuilds a projection with a live progress bar, then says Swapped', async () => {
    const { page, context } = await newPage(h, 375, 812);
    await signUpOnLoginPage(page, h.app, 'Avery', 'Admin', adminPhone);
    // A few thousand events for the read model, so the rebuild has something to replay.
    const userId = crypto.randomUUID();
    for (let chunk = 0; chunk < 5; chunk++)
      await h.app.ctx.store.append(
        `credits-${userId}`,
        Array.from({ length: 1000 }, (_, i) => ({
          type: 'CreditsGranted',
          data: { userId, bucket: 'general', amount: 1, reason: 'e2e', operationId: `e2e-${chunk}-${i}` },
        })),
        { expected: 'any' },
      );

    await page.goto('/admin/projections');
    await page.getByRole('heading', { name: 'Projections', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByText('credits', { exact: true }) });
    await row.getByText('caught up').waitFor();
    await row.getByRole('button', { name: 'Rebuild credits' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByRole('button', { name: 'Rebuild' }).click();

    await page.getByRole('progressbar', { name: 'Rebuild of credits' }).waitFor();
    const card = page.getByTestId('rebuild-credits');
    await card.getByText(/^[\d,]+ of [\d,]+ events, [\d,]+ events\/s/).waitFor();
    await card.getByText(/^Swapped: credits now reads from the rebuilt tables/).waitFor();
    const done = await card.getByText(/ of [\d,]+ events/).textContent();
    const [replayed, total] = (done!.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
    expect(total).toBeGreaterThanOrEqual(5000);
    expect(replayed).toBe(total);
    expect(await page.getByRole('progressbar', { name: 'Rebuild of credits' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    // Nothing spills sideways on a phone.
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    await context.close();
  });
});
