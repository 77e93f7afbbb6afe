import type { Browser } from 'playwright-core';
import { createBay, setBusinessHours } from '../../src/commands/catalog/catalog.commands';
import { startVenuesApp, type VenuesTestApp } from '../harness/venues-app';
import { launchBrowser } from './support/browser';
import { openDay, signUpOnLoginPage, venueDate, WEB_DIST } from './support/web-app';
import { grantRole } from '../../src/commands/users/user-roles.command';

/** A deployment of two venues: the home page's picker chooses where the calendar books. */
describe('the venue picker', () => {
  let app: VenuesTestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startVenuesApp(
      [
        { id: 'nyc', name: 'Hudson Swing Club', timeZone: 'America/New_York', address: '500 W 33rd St, New York' },
        { id: 'ldn', name: 'Shoreditch Swing Club', timeZone: 'Europe/London', address: '1 Curtain Rd, London' },
      ],
      { env: { WEB_DIST } },
    );
    const hours = {
      openTime: '06:00:00',
      closeTime: '23:00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: null,
      peakEndTime: null,
      baseHourlyRateCents: 3500,
      peakHourlyRateCents: 3500,
    };
    for (const [id, bays] of [
      ['nyc', ['Hudson Bay North', 'Hudson Bay South']],
      ['ldn', ['Thames Bay One', 'Thames Bay Two', 'Thames Bay Three']],
    ] as const) {
      const ctx = app.venues.get(id)!;
      for (let d = 0; d < 7; d++) await setBusinessHours(ctx, { dayOfWeek: d, ...hours });
      for (const name of bays)
        await createBay(ctx, {
          name,
          description: null,
          isActive: true,
          hourlyRateCents: null,
          peakHourlyRateCents: null,
        });
    }
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await app?.close();
  }, 60_000);

  it("shows the picker, shows the chosen venue's name and bays, and keeps the choice across a reload", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL: app.url });
    const page = await context.newPage();
    await page.goto('/');
    const picker = page.getByTestId('venue-picker');
    await picker.waitFor();
    // The default venue first: its name, address and bays, none of London's.
    await expectCurrent(page, 'Hudson Swing Club', ['Hudson Bay North', 'Hudson Bay South']);
    await picker.getByText('500 W 33rd St, New York').waitFor();
    expect(await picker.getByRole('combobox', { name: 'Venue' }).locator('option').allTextContents()).toEqual([
      'Hudson Swing Club',
      'Shoreditch Swing Club',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await picker.getByRole('combobox', { name: 'Venue' }).selectOption('ldn');
    await expectCurrent(page, 'Shoreditch Swing Club', ['Thames Bay One', 'Thames Bay Three', 'Thames Bay Two']);
    await picker.getByText('Times shown in Europe/London').waitFor();
    // The header names the venue too.
    expect(await page.getByTestId('brand-name').textContent()).toBe('Shoreditch Swing Club');

    // The booking modal books at London: London's bays to choose from.
    await openDay(page, venueDate(2));
    const modal = page.getByTestId('booking-modal');
    await modal.locator('[data-time="11:00"]').click();
    await modal.getByRole('radio', { name: '1 hour', exact: true }).check();
    const bayList = modal.getByRole('radiogroup', { name: 'Bay' });
    await bayList.getByText('Thames Bay One').waitFor();
    expect((await bayList.locator('.bay-name').allTextContents()).sort()).toEqual([
      'Thames Bay One',
      'Thames Bay Three',
      'Thames Bay Two',
    ]);

    await page.keyboard.press('Escape');

    // A reload (and a new page on the same browser) stays at London.
    await page.reload();
    await expectCurrent(page, 'Shoreditch Swing Club', ['Thames Bay One', 'Thames Bay Three', 'Thames Bay Two']);
    const again = await context.newPage();
    await again.goto('/');
    await expectCurrent(again, 'Shoreditch Swing Club', ['Thames Bay One', 'Thames Bay Three', 'Thames Bay Two']);
    expect((await context.cookies()).find((c) => c.name === 'golf.venue')?.value).toBe('ldn');
    await context.close();
  });

  it("scopes the admin shell to one venue, and switches only between the admin's own venues", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.url });
    const page = await context.newPage();
    await signUpOnLoginPage(page, app, 'Vera', 'Venues');
    const userId = await page.evaluate(async () => (await (await fetch('/api/auth/phone-user')).json()).id as string);
    const makeAdmin = async (venueId: string) => {
      const ctx = app.venues.get(venueId)!;
      const granted = await grantRole(ctx, userId, 'admin', 'e2e', { actor: 'system' });
      await ctx.projections.waitFor(granted.position, ['users'], 30_000);
    };
    await makeAdmin('nyc');

    // An admin of New York only: the shell names the venue, with nothing to switch to.
    await page.goto('/admin/bay-management');
    const venue = page.getByTestId('admin-venue');
    await venue.getByText('Hudson Swing Club').waitFor();
    expect(await venue.getByRole('combobox').count()).toBe(0);
    await page.getByText('Hudson Bay North').first().waitFor();

    // At London the same account is a customer: no admin pages.
    await context.addCookies([{ name: 'golf.venue', value: 'ldn', url: app.url }]);
    await page.goto('/admin/bay-management');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();

    // Made an admin at London too: the switcher offers both, and each shows its own venue's bays.
    await makeAdmin('ldn');
    await page.goto('/admin/bay-management');
    const switcher = page.getByRole('combobox', { name: 'Admin venue' });
    await switcher.waitFor();
    expect(await switcher.inputValue()).toBe('ldn');
    expect(await switcher.locator('option').allTextContents()).toEqual(['Hudson Swing Club', 'Shoreditch Swing Club']);
    await page.getByText('Thames Bay One').first().waitFor();
    expect(await page.getByText('Hudson Bay North').count()).toBe(0);

    await switcher.selectOption('nyc');
    await page.getByText('Hudson Bay North').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Admin venue' }).inputValue()).toBe('nyc');
    expect(await page.getByText('Thames Bay One').count()).toBe(0);
    await context.close();
  });
});

async function expectCurrent(page: import('playwright-core').Page, name: string, bays: string[]): Promise<void> {
  const picker = page.getByTestId('venue-picker');
  await picker.getByTestId('current-venue-name').filter({ hasText: name }).waitFor();
  const list = picker.getByRole('list', { name: `Bays at ${name}` });
  await list.getByText(bays[0]).waitFor();
  expect((await list.getByRole('listitem').allTextContents()).sort()).toEqual(bays);
  expect(await picker.getByRole('combobox', { name: 'Venue' }).inputValue()).toBe(
    name.startsWith('Hudson') ? 'nyc' : 'ldn',
  );
}
