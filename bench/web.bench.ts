/**
 * `npm run bench -- web`: in headless Chromium on localhost, against the built app,
 *   - the JavaScript the home page loads, as the browser loads it: every script it fetched until the
 *     calendar was interactive and the network had been quiet for a second (lazy chunks included), summed
 *     gzipped (-9) and as transferred (the server's brotli), beside the same files uncompressed;
 *   - the time until the calendar is interactive, and from a day's click until the modal shows its
 *     slots, beside the same day's GET /api/availability from the page (the network part of the click).
 * Goals: home JS <= 120 kB gzip, calendar <= 500 ms, day click -> slots <= 150 ms (median).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { startBenchApp } from './bench-support';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore: plain ESM helper shared with the browser tests
import { ensureWebBuilt, WEB_DIST } from '../test/e2e/support/build-web.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 15);

interface LoadedScript {
  file: string;
  raw: number;
  gzip: number;
  transferred: number;
}

/** Every script the home page fetched (fresh context) until it was interactive and quiet for a second. */
async function homeScripts(page: Page, url: string, dist: string): Promise<LoadedScript[]> {
  const seen: Promise<LoadedScript>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    seen.push(
      request.sizes().then((sizes) => {
        const file = new URL(request.url()).pathname;
        const buf = fs.readFileSync(path.join(dist, file));
        return {
          file,
          raw: buf.length,
          gzip: zlib.gzipSync(buf, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.evaluate(WAIT_CALENDAR);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return Promise.all(seen);
}

/** ms for the page itself to fetch the availability the second bookable day's click asks for. */
const FETCH_AVAILABILITY = `(async () => {
  const days = [...document.querySelectorAll('.calendar-day:not([disabled])')];
  const date = days[1].getAttribute('data-date');
  const t0 = performance.now();
  const res = await fetch('/api/availability?date=' + date + '&duration=1', { cache: 'no-store' });
  await res.json();
  return performance.now() - t0;
})()`;

/** The whole app in development mode with the demo venue seeded and the built web app served. */
function startApp(): Promise<{ url: string; close(): Promise<void> }> {
  return startBenchApp({
    dbPrefix: 'golf_bench_web',
    redisPrefix: 'golfbenchweb',
    env: { NODE_ENV: 'development', SEED_DEMO: 'true', WEB_DIST },
    seed: true,
  });
}

const WAIT_CALENDAR = `new Promise((resolve) => {
  const check = () => (document.querySelector('.calendar-day:not([disabled])') ? resolve(performance.now()) : requestAnimationFrame(check));
  check();
})`;

/** ms from navigation start until an enabled calendar day is rendered (React has attached its handlers). */
async function calendarInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return Number(await page.evaluate(WAIT_CALENDAR));
}

// Passed as source text: tsx's name-keeping helper does not exist inside the page.
const MEASURE_SLOTS = `new Promise((resolve) => {
  const day = document.querySelectorAll('.calendar-day:not([disabled])')[1];
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="slot-grid"] [data-time]')) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  day.click();
})`;

/** ms from the click on a day until the modal's slot buttons are in the document and painted. */
async function modalSlots(page: Page): Promise<number> {
  return Number(await page.evaluate(MEASURE_SLOTS));
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export default async function webBench(): Promise<void> {
  ensureWebBuilt();
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const scripts = await homeScripts(await first.newPage(), app.url, WEB_DIST);
    await first.close();
    const sum = (key: 'raw' | 'gzip' | 'transferred') => scripts.reduce((s, f) => s + f[key], 0);
    const interactive: number[] = [];
    const fetchOnly: number[] = [];
    const slotsCold: number[] = [];
    const slotsSettled: number[] = [];
    // Warm the server (first catalog read, first availability query) once before measuring.
    const warm = await browser.newPage();
    await calendarInteractive(warm, app.url);
    await modalSlots(warm);
    await warm.close();
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      interactive.push(await calendarInteractive(page, app.url));
      slotsCold.push(await modalSlots(page));
      fetchOnly.push(Number(await page.evaluate(FETCH_AVAILABILITY)));
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
      await page.goto(app.url);
      await page.waitForSelector('.calendar-day:not([disabled])');
      await page.waitForTimeout(1000);
      slotsSettled.push(await modalSlots(page));
      await context.close();
    }
    const rows = [
      [
        `home page JS as loaded, gzip (${scripts.length} scripts)`,
        kB(sum('gzip')),
        '<= 120 kB',
        sum('gzip') <= 120 * 1024,
      ],
      ['  same scripts as transferred (brotli)', kB(sum('transferred')), '', null],
      ['  same scripts uncompressed (baseline)', kB(sum('raw')), '', null],
      [
        'calendar interactive, fresh context (median)',
        fmt(pct(interactive, 50)),
        '<= 500 ms',
        pct(interactive, 50) <= 500,
      ],
      ['calendar interactive, fresh context (p95)', fmt(pct(interactive, 95)), '', null],
      [
        'day click -> slots, right after load (median)',
        fmt(pct(slotsCold, 50)),
        '<= 150 ms',
        pct(slotsCold, 50) <= 150,
      ],
      ['day click -> slots, right after load (p95)', fmt(pct(slotsCold, 95)), '', null],
      ["  the same day's GET /api/availability alone (median)", fmt(pct(fetchOnly, 50)), '', null],
      [
        'day click -> slots, page settled 1 s (median)',
        fmt(pct(slotsSettled, 50)),
        '<= 150 ms',
        pct(slotsSettled, 50) <= 150,
      ],
      ['day click -> slots, page settled 1 s (p95)', fmt(pct(slotsSettled, 95)), '', null],
    ] as const;
    console.log(`\nweb benchmark (${RUNS} runs, headless Chromium, ${app.url})`);
    for (const f of [...scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${f.file}: ${kB(f.raw)} raw, ${kB(f.gzip)} gzip, ${kB(f.transferred)} transferred`);
    console.log('');
    for (const [name, value, target, ok] of rows)
      console.log(
        `${name.padEnd(52)} ${value.padStart(10)}  ${target.padEnd(11)} ${ok === null ? '' : ok ? 'met' : 'MISSED'}`,
      );
  } finally {
    await browser.close();
    await app.close();
  }
}
