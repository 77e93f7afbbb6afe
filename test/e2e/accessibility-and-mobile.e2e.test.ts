import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { newPage, openDay, pickBooking, venueDate } from './support/web-app';
import { useWebHarness } from './support/harness-hooks';

const AXE_SOURCE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (evaluated, so the app's CSP does not block it) and keeps serious and critical findings. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const h = useWebHarness();

describe('accessibility and small screens', () => {
  it('has no serious or critical axe violations on the home page', async () => {
    const { page, context } = await newPage(h);
    await page.goto('/');
    await page.getByTestId('month-calendar').waitFor();
    await page.getByRole('link', { name: 'Customer Login' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('has no serious or critical axe violations in the open booking modal', async () => {
    const { page, context } = await newPage(h);
    await page.goto('/');
    await openDay(page, venueDate(1));
    await pickBooking(page, '11:00', 1, 'Bay 3');
    await page.getByTestId('quote-total').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the booking modal at 375 px wide without horizontal overflow', async () => {
    const { page, context } = await newPage(h, 375, 812);
    await page.goto('/');
    const home = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(home).toBeLessThanOrEqual(375);
    await openDay(page, venueDate(1));
    await pickBooking(page, '12:00', 3, 'Bay 4');
    await page.getByTestId('quote-total').waitFor();
    const widths = await page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="booking-modal"]') as HTMLElement;
      const body = dialog.querySelector('.dialog-body') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth,
        dialog: dialog.getBoundingClientRect().width,
        bodyScroll: body.scrollWidth,
        bodyClient: body.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.dialog).toBeLessThanOrEqual(375);
    expect(widths.bodyScroll).toBeLessThanOrEqual(widths.bodyClient);
    await page.getByTestId('slot-grid').scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-modal-375');
    await context.close();
  });

  it('answers an unknown path with the Page Not Found page', async () => {
    const { page, context } = await newPage(h);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect(page.getByText(/Developer hint/).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('books by keyboard alone, from the calendar to the sign-in dialog, and Escape walks back out', async () => {
    const { page, context } = await newPage(h);
    await page.goto('/');
    await page.getByTestId('month-calendar').waitFor();
    const tabUntil = async (test: string, max = 80) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(test)) return;
      }
      throw new Error(`keyboard never reached: ${test}`);
    };
    const today = venueDate(0);
    const tomorrow = venueDate(1);
    await tabUntil(`document.activeElement?.getAttribute('data-date') === '${today}'`);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(tomorrow);
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('booking-modal');
    await modal.getByTestId('slot-grid').waitFor();
    // The slot grid is one Tab stop; arrow keys move between times.
    await tabUntil(`document.activeElement?.hasAttribute('data-time')`);
    for (
      let i = 0;
      i < 60 && (await page.evaluate(() => document.activeElement?.getAttribute('data-time'))) !== '13:00';
      i++
    ) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-time'))).toBe('13:00');
    await page.keyboard.press('Enter');
    await tabUntil(`document.activeElement?.getAttribute('name') === 'duration'`);
    // Lengths go in half-hour steps: 1, 1.5, 2 hours...
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByRole('radio', { name: '1.5 hours', exact: true }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByRole('radio', { name: '2 hours', exact: true }).isChecked()).resolves.toBe(true);
    await tabUntil(`document.activeElement?.getAttribute('name') === 'bay'`);
    await page.keyboard.press('Space');
    await page.getByTestId('quote-total').waitFor();
    await tabUntil(`document.activeElement?.getAttribute('data-testid') === 'booking-action'`);
    await page.waitForFunction(() => /^Reserve Bay - \$/.test(document.activeElement?.textContent ?? ''));
    await page.keyboard.press('Enter');
    const signIn = page.getByTestId('phone-sign-in-dialog');
    await signIn.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('booking-action');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(tomorrow);
    await context.close();
  });

  it('closes the modal with Escape and returns focus to the chosen day', async () => {
    const { page, context } = await newPage(h);
    await page.goto('/');
    const date = venueDate(1);
    await openDay(page, date);
    await page.keyboard.press('Escape');
    await page.getByTestId('booking-modal').waitFor({ state: 'detached' });
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(focused).toBe(date);
    await context.close();
  });
});
