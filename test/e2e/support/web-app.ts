import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomEmail, randomPhone, readCode } from '../../harness/auth';
import { startTestApp, type TestApp } from '../../harness/test-app';
import { launchBrowser } from './browser';

export const WEB_DIST = path.resolve(__dirname, '../../../web/dist');
export const VENUE_TIMEZONE = 'America/New_York';

export interface WebHarness {
  app: TestApp;
  browser: Browser;
  close(): Promise<void>;
}

/** The whole product on a real server (API + built web app, seeded venue) and a headless Chromium. */
export async function startWebHarness(env: Record<string, string> = {}): Promise<WebHarness> {
  const app = await startTestApp({ env: { WEB_DIST, ...env }, seed: true });
  const browser = await launchBrowser();
  return {
    app,
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      await app.close();
    },
  };
}

export async function newPage(
  h: WebHarness,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport: { width, height }, baseURL: h.app.url });
  const page = await context.newPage();
  return { context, page };
}

/** A venue-local date `days` after today (YYYY-MM-DD). */
export function venueDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Clicks a day in the home calendar (paging to its month) and waits for the booking modal's slots. */
export async function openDay(page: Page, date: string): Promise<void> {
  // count() does not wait: the calendar must be on the page before deciding to page forward.
  await page.getByTestId('month-calendar').waitFor();
  const day = page.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i++)
    await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await page.getByTestId('booking-modal').waitFor();
  await page.getByTestId('slot-grid').waitFor();
}

/** Picks time, duration and a bay in the open modal. */
export async function pickBooking(page: Page, time: string, hours: number, bayName = 'Bay 1'): Promise<void> {
  const modal = page.getByTestId('booking-modal');
  await modal.locator(`[data-time="${time}"]`).click();
  await modal.getByRole('radio', { name: `${hours} hour${hours === 1 ? '' : 's'}`, exact: true }).check();
  await modal.getByRole('radio', { name: new RegExp(`^${bayName}\\b`) }).check();
}

/** Same as the e2e suites use for API checks: is the bay free at that time for that many hours? */
export async function bayFree(
  app: TestApp,
  date: string,
  time: string,
  hours: number,
  bayName: string,
): Promise<boolean> {
  const res = await app.client().get(`/api/availability?date=${date}&duration=${hours}`);
  const bay = (res.body.bays as { id: string; name: string }[]).find((b) => b.name === bayName)!;
  const slot = (res.body.slots as { time: string; bays: { bayId: string; available: boolean }[] }[]).find((s) =>
    s.time.startsWith(time),
  );
  if (!slot) throw new Error(`no ${time} slot on ${date}`);
  return slot.bays.find((b) => b.bayId === bay.id)!.available;
}

/** Signs a new customer up on the /phone-login page (code from the dev SMS outbox); ends on the home page. */
export async function signUpOnLoginPage(
  page: Page,
  app: TestApp,
  firstName = 'Robin',
  lastName = 'Birdie',
  phone = randomPhone(),
): Promise<string> {
  await page.goto('/phone-login');
  await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(randomEmail());
  await page.getByRole('button', { name: 'Create Account & Send Code' }).click();
  await page.getByLabel('Verification Code').fill(await readCode(app, phone));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await page.waitForURL(`${app.url}/`);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return phone;
}

/** Signs an existing account in on the /phone-login page (code from the dev SMS outbox); ends on the home page. */
export async function signInOnLoginPage(page: Page, app: TestApp, phone: string): Promise<void> {
  const before = (await app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body.messages
    .length;
  await page.goto('/phone-login');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification Code').fill(await readCode(app, phone, before));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await page.waitForURL(`${app.url}/`);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}
