import type { Page } from 'playwright-core';
import { ADMIN_PAGES } from '../../src/contracts/web-pages';
import { randomPhone } from '../harness/auth';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage, signUpOnLoginPage } from './support/web-app';

const adminPhone = randomPhone();
const h = useWebHarness({ ADMIN_PHONES: adminPhone });

/** What went wrong on a page: uncaught script errors, console errors and failed API answers (5xx). */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`script error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  // A request the browser cancelled because the test navigated on (net::ERR_ABORTED: the page before
  // still had an availability or list request in flight) is the test's doing, not the page's.
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    if (!error.includes('ERR_ABORTED')) problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 500) problems.push(`${res.status()} from ${res.url()}`);
  });
  return problems;
}

async function visit(page: Page, path: string, problems: string[]): Promise<string> {
  problems.length = 0;
  await page.goto(path);
  const title = page.locator('main h1').first();
  await title.waitFor().catch(async (err: Error) => {
    const text = (await page.locator('body').textContent())?.slice(0, 400);
    throw new Error(
      `${path}: no page title (${err.message.split('\n')[0]}); the page said: ${text}; ${problems.join('; ')}`,
    );
  });
  await page.waitForLoadState('networkidle');
  // Nothing still loading once the network is quiet.
  await page.getByText('Loading page...').waitFor({ state: 'detached' });
  expect(problems).toEqual([]);
  return (await title.textContent())?.trim() ?? '';
}

describe('every admin page of the spec, in a browser', () => {
  const paths = [...ADMIN_PAGES.map((p) => `/admin${p.path ? `/${p.path}` : ''}`)];

  it.each([
    [1280, 900],
    [375, 812],
  ])('renders its own page at %i px, without script errors', async (width, height) => {
    const { page, context } = await newPage(h, width, height);
    const problems = watch(page);
    if (width === 1280) await signUpOnLoginPage(page, h.app, 'Avery', 'Admin', adminPhone);
    else await signInOnLoginPage(page, h.app, adminPhone);
    await page.waitForLoadState('networkidle');
    const tournaments = await page.evaluate(async () => (await fetch('/api/tournaments')).json());
    const tournamentId = (tournaments.tournaments ?? tournaments)[0]?.id;
    expect(tournamentId).toBeTruthy();

    const seen = new Map<string, string>();
    for (const path of [...paths, `/admin/tournament/${tournamentId}/scorecards`]) {
      const title = await visit(page, path, problems);
      expect({ path, title: title.length > 0 }).toEqual({ path, title: true });
      // Its own page, not the dashboard an unknown path falls back to.
      if (path !== '/admin') expect({ path, title }).not.toEqual({ path, title: 'Admin Dashboard' });
      seen.set(path, title);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect({ path, overflow: widths.scroll > widths.client }).toEqual({ path, overflow: false });
    }
    // Every page but the two the spec makes the same (memberships, subscriptions) has its own title.
    const titles = [...seen.entries()].filter(([p]) => p !== '/admin/subscriptions').map(([, t]) => t);
    expect(new Set(titles).size).toBe(titles.length);
    // An unknown admin path falls back to the dashboard.
    expect(await visit(page, '/admin/not-a-page', problems)).toBe('Admin Dashboard');
    await context.close();
  });
});
