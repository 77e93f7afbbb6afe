/**
 * `npm run bench -- bay-screen`: the bay screen (`/bay/{deviceId}`) in headless Chromium on localhost,
 * against the built app with the demo venue, a paired device and a booking playing on its bay now:
 *   - the JavaScript the kiosk page loads, as the browser loads it (every script until the player's name
 *     shows and the network was quiet for a second), gzipped (-9), beside the home page's in the same run
 *     (the baseline: the page every customer meets first);
 *   - the time from navigation until the player's name and time left show (fresh context, token stored),
 *     beside the same page's GET /api/bay-agent/session alone (the network part).
 * Goals: kiosk JS no more than the home page's; name shown <= 500 ms (median).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { startBenchApp } from './bench-support';
import { pairBayDevice } from '../src/commands/bay-screens/bay-devices.commands';
import { placeBooking, quoteBooking } from '../src/commands/bookings';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: plain ESM helper shared with the browser tests
import { ensureWebBuilt, WEB_DIST } from '../test/e2e/support/build-web.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 15);

/** gzip -9 bytes of every script the page fetched until `ready` resolved and the network was quiet 1 s. */
async function scriptsOf(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<number[]> {
  const seen: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const buf = fs.readFileSync(path.join(WEB_DIST, new URL(request.url()).pathname));
    seen.push(Promise.resolve(zlib.gzipSync(buf, { level: 9 }).length));
  });
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return Promise.all(seen);
}

const WAIT_PLAYER = `new Promise((resolve) => {
  const check = () => {
    const h = document.querySelector('.bay-screen-player');
    const left = document.querySelector('[data-testid="time-left"]');
    h && /Welcome, \\S/.test(h.textContent) && left ? resolve(performance.now()) : requestAnimationFrame(check);
  };
  check();
})`;

const FETCH_SESSION = (token: string) => `(async () => {
  const t0 = performance.now();
  const res = await fetch('/api/bay-agent/session', { headers: { authorization: 'Bearer ${token}' }, cache: 'no-store' });
  await res.json();
  return performance.now() - t0;
})()`;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

export default async function bayScreenBench(): Promise<void> {
  ensureWebBuilt();
  const app = await startBenchApp({
    dbPrefix: 'golf_bench_bay',
    redisPrefix: 'golfbenchbay',
    env: { NODE_ENV: 'development', SEED_DEMO: 'true', WEB_DIST },
    seed: true,
  });
  const ctx = app.running.ctx;
  const browser = await launchBrowser();
  try {
    // A demo customer plays on the first bay now (the server's clock: 14:30 today, venue time).
    const bay = await ctx.knex('bays').orderBy('name').first();
    const player = await ctx.knex('users').whereNot('first_name', '').first();
    const date = DateTime.now().setZone(ctx.config.VENUE_TIMEZONE).plus({ days: 1 }).toISODate()!;
    const at = DateTime.fromISO(`${date}T14:30`, { zone: ctx.config.VENUE_TIMEZONE }).toMillis();
    const from = Date.now();
    const quote = await quoteBooking(ctx, { bayId: bay.id, date, startTime: '14:00', duration: 2 });
    const placed = await placeBooking(ctx, {
      bookingId: randomUUID(),
      userId: player.id,
      bayId: bay.id,
      date,
      startTime: '14:00',
      duration: 2,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await ctx.projections.waitFor(placed.position, ['bookings']);
    ctx.now = () => new Date(at + (Date.now() - from));
    const { deviceId, token } = await pairBayDevice(ctx, bay.id, 'Bench screen', 'system');
    const kiosk = `${app.url}/bay/${deviceId}?token=${token}`;

    const first = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const kioskScripts = await scriptsOf(await first.newPage(), kiosk, (p) => p.evaluate(WAIT_PLAYER));
    await first.close();
    const home = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const homeScripts = await scriptsOf(await home.newPage(), app.url, (p) =>
      p.waitForSelector('.calendar-day:not([disabled])'),
    );
    await home.close();

    const shown: number[] = [];
    const fetchOnly: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      await page.goto(kiosk, { waitUntil: 'commit' });
      shown.push(Number(await page.evaluate(WAIT_PLAYER)));
      fetchOnly.push(Number(await page.evaluate(FETCH_SESSION(token))));
      await context.close();
    }
    const rows: Array<[string, string, string, boolean | null]> = [
      [`kiosk page JS as loaded, gzip (${kioskScripts.length} scripts)`, kB(sum(kioskScripts)), '', null],
      [
        `  home page JS as loaded, gzip (baseline, ${homeScripts.length} scripts)`,
        kB(sum(homeScripts)),
        '',
        sum(kioskScripts) <= sum(homeScripts),
      ],
      [
        'player name shown, fresh context (median)',
        `${pct(shown, 50).toFixed(0)} ms`,
        '<= 500 ms',
        pct(shown, 50) <= 500,
      ],
      ['player name shown, fresh context (p95)', `${pct(shown, 95).toFixed(0)} ms`, '', null],
      ['  GET /api/bay-agent/session alone (median)', `${pct(fetchOnly, 50).toFixed(1)} ms`, '', null],
    ];
    console.log(`\nbay screen benchmark (${RUNS} runs, headless Chromium, ${app.url})\n`);
    for (const [name, value, target, ok] of rows)
      console.log(
        `${name.padEnd(60)} ${value.padStart(10)}  ${target.padEnd(11)} ${ok === null ? '' : ok ? 'met' : 'MISSED'}`,
      );
  } finally {
    await browser.close();
    await app.close();
  }
}
