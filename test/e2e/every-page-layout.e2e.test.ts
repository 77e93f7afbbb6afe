import type { Page } from 'playwright-core';
import { ADMIN_PAGES } from '../../src/contracts/web-pages';
import { signUp, type SignedUpUser } from '../harness/auth';
import { cardToken } from '../payments/payment-fixtures';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage, venueDate } from './support/web-app';

/**
 * The walk of issue 29: every page of both spec documents, as a visitor, a customer, an employee and
 * an admin, at 1280 and 375 px. On each page: nothing wider than the window (outside a container made
 * to scroll sideways), every table cell shown as a card carries its column's label, no amount breaks
 * over two lines, the floating chat button covers nothing once the page is scrolled to its end, and
 * no script error, console error or failed request.
 */
const h = useWebHarness();

const WIDTHS = [
  [1280, 900],
  [375, 812],
] as const;

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`script error: ${err.message}`));
  page.on('console', (msg) => {
    // The browser logs every error status as a console error too; the response handler judges those.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      problems.push(`console error: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText ?? '';
    // A request still in flight when the walk moves on is cancelled by the walk, not failed by the page.
    if (!error.includes('ERR_ABORTED')) problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/') || res.status() < 400) return;
    problems.push(`${res.status()} from ${res.request().method()} ${url.pathname}${url.search}`);
  });
  return problems;
}

/** Everything wrong with the layout of the page as it is now (runs in the page). */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
  };
  const scroller = document.scrollingElement!;
  if (scroller.scrollWidth > width) problems.push(`page scrolls sideways: ${scroller.scrollWidth} > ${width}`);

  // Nothing sticks out of the window unless a container of its own scrolls (or clips) it.
  const clipped = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o !== 'visible') return true;
    }
    return false;
  };
  const wide: Element[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect();
    // A visually hidden label (1 px) counts too: one left outside its scroller still widens the page.
    if (r.width === 0 && r.height === 0) continue;
    if (r.right <= width + 1 && r.left >= -1) continue;
    if (getComputedStyle(el).position === 'fixed' || clipped(el)) continue;
    // Report the outermost culprit only.
    if (!wide.some((w) => w.contains(el))) wide.push(el);
  }
  for (const el of wide) problems.push(`wider than the window: ${describe(el)}`);

  // A table shown as cards: each cell says which column it is.
  const unlabelled = new Set<string>();
  for (const cell of Array.from(document.querySelectorAll('tbody td, tfoot td'))) {
    const td = cell as HTMLTableCellElement;
    if (getComputedStyle(td).display === 'table-cell' || td.getClientRects().length === 0) continue;
    const empty = !(td.textContent ?? '').trim() && !td.querySelector('input, button, select, a, img, svg');
    const spansRow =
      td.colSpan > 1 && td.colSpan >= (td.closest('table')?.querySelector('thead tr')?.children.length ?? 2);
    if (empty || spansRow) continue;
    const before = getComputedStyle(td, '::before');
    const label = before.content.replace(/^"|"$/g, '');
    if (before.display === 'none' || !label || label === 'none' || label === 'normal')
      unlabelled.add(
        `card cell without a label: column ${td.cellIndex + 1} of ${describe(td.closest('table')!)}, e.g. ${describe(td)}`,
      );
  }
  problems.push(...unlabelled);

  // An amount stays on one line ("$35.00", never "$35.0" over "0").
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of (node.textContent ?? '').matchAll(/-?\$[\d,]+\.\d{2}/g)) {
      const range = document.createRange();
      range.setStart(node, m.index!);
      range.setEnd(node, m.index! + m[0].length);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      if (lines.size > 1)
        problems.push(`amount broken over ${lines.size} lines: ${m[0]} in ${describe(node.parentElement!)}`);
    }
  }
  return problems;
}

/** At the end of the page, what the floating chat button covers (runs in the page). */
function coveredByChatButton(): string[] {
  const fab = document.querySelector('.support-fab');
  if (!fab) return [];
  const f = fab.getBoundingClientRect();
  const covered: string[] = [];
  const main = document.querySelector('main');
  for (const el of Array.from(main?.querySelectorAll('*') ?? [])) {
    const interactive = el.matches('a, button, input, select, textarea, [data-date], code');
    const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (!interactive && !ownText) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    if (r.right > f.left && r.left < f.right && r.bottom > f.top && r.top < f.bottom)
      covered.push(`chat button covers <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  }
  return covered;
}

async function visit(page: Page, path: string, width: number, problems: string[]): Promise<string[]> {
  problems.length = 0;
  await page.goto(path);
  await page
    .locator('main h1')
    .first()
    .waitFor()
    .catch(async (err: Error) => {
      const text = (await page.locator('body').textContent())?.slice(0, 300);
      throw new Error(`${path} at ${width} px: no page title (${err.message.split('\n')[0]}); the page said: ${text}`);
    });
  await page.waitForLoadState('networkidle');
  await page.getByText('Loading page...').waitFor({ state: 'detached' });
  await page.locator('[role="status"][aria-label="Loading"]').first().waitFor({ state: 'detached' });
  const found = [...(await page.evaluate(layoutProblems))];
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  found.push(...(await page.evaluate(coveredByChatButton)));
  found.push(...problems);
  return found.map((p) => `${path} at ${width} px: ${p}`);
}

async function walk(page: Page, paths: string[]): Promise<void> {
  const problems = watch(page);
  const found: string[] = [];
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const path of paths) found.push(...(await visit(page, path, width, problems)));
  }
  expect(found).toEqual([]);
}

async function firstTournamentId(): Promise<string> {
  const res = await h.app.client().get('/api/tournaments');
  const list = (res.body.tournaments ?? res.body) as { id: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0].id;
}

/**
 * The customer pages of both documents; `bookingId` is a booking the viewer may see (a visitor has
 * none: the success pages without one say the booking was not found).
 */
function customerPages(tournamentId: string, bookingId?: string): string[] {
  const booking = bookingId ? `?booking_id=${bookingId}` : '';
  return [
    '/',
    '/book-online',
    '/my-account',
    '/gift-cards',
    '/memberships',
    '/leagues',
    `/tournament/${tournamentId}/leaderboard`,
    `/tournament/${tournamentId}/scorecard-entry`,
    '/phone-login',
    `/booking-success${booking}`,
    `/payment-success${booking}`,
    '/membership-success',
    '/no-such-page',
  ];
}

describe('every page of both documents at 1280 and 375 px', () => {
  let admin: { user: SignedUpUser; bookingId: string; tournamentId: string };

  beforeAll(async () => {
    const { client, user } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Avery', lastName: 'Admin' });
    const { user: customer } = await signUp(h.app, undefined, { firstName: 'Casey', lastName: 'Customer' });
    const booked = await client.post('/api/admin/bookings', {
      userId: customer.id,
      bayId: '5a1d0c6e-0002-4c3b-9d0a-000000000002',
      date: venueDate(2),
      startTime: '15:00',
      duration: 2,
      payment: 'card',
      sourceId: await cardToken(client),
    });
    expect(booked.status).toBe(201);
    admin = { user, bookingId: booked.body.id, tournamentId: await firstTournamentId() };
    customerUser = customer;
  });
  let customerUser: SignedUpUser;

  it('lays out the customer pages for a visitor who is signed out', async () => {
    const { page, context } = await newPage(h);
    await walk(page, customerPages(admin.tournamentId));
    await context.close();
  }, 300_000);

  it('lays out the customer pages for a signed-in customer', async () => {
    const { page, context } = await newPage(h);
    await signInOnLoginPage(page, h.app, customerUser.phoneNumber);
    await walk(page, customerPages(admin.tournamentId, admin.bookingId));
    await context.close();
  }, 300_000);

  it('lays out the timeclock for an employee', async () => {
    const { user } = await signUp(h.app, undefined, { role: 'employee', firstName: 'Emery', lastName: 'Employee' });
    const { page, context } = await newPage(h);
    await signInOnLoginPage(page, h.app, user.phoneNumber);
    await walk(page, ['/timeclock']);
    await context.close();
  });

  it('lays out every admin page', async () => {
    const { page, context } = await newPage(h);
    await signInOnLoginPage(page, h.app, admin.user.phoneNumber);
    await walk(page, [
      ...ADMIN_PAGES.map((p) => `/admin${p.path ? `/${p.path}` : ''}`),
      `/admin/tournament/${admin.tournamentId}/scorecards`,
    ]);

    // The tee sheet at 1280 px shows all six bays without scrolling sideways (a booked day, so a
    // booking's block with its long label is in the grid too).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/tee-sheet?date=${venueDate(2)}`);
    await page.getByRole('button', { name: /^Casey Customer, Bay 2 3:00 PM/ }).waitFor();
    const sheet = await page.getByTestId('tee-sheet-scroll').evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      bays: Array.from(el.querySelectorAll('.tee-sheet-head'))
        .filter((head) => head.getBoundingClientRect().right <= el.getBoundingClientRect().right)
        .map((head) => head.textContent),
    }));
    expect(sheet).toEqual({
      scrolls: false,
      bays: ['Time', 'Bay 1', 'Bay 2', 'Bay 3', 'Bay 4', 'Bay 5', 'Bay 6'],
    });
    await context.close();
  }, 400_000);
});
