/**
 * `npm run bench -- web`: the home route's initial JavaScript (gzipped), and in headless Chromium on
 * localhost the time until the calendar is interactive and until the booking modal shows its slots
 * after a day is clicked. Targets: <= 120 kB, <= 500 ms, <= 150 ms.
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

function initialJs(dist: string): { files: { file: string; raw: number; gzip: number }[]; gzip: number } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  const files = [...new Set(srcs)].map((src) => {
    const buf = fs.readFileSync(path.join(dist, src));
    return { file: src, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
  });
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0) };
}

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

export default async function webBench(): Promise<void> {
  ensureWebBuilt();
  const js = initialJs(WEB_DIST);
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const interactive: number[] = [];
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
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
      await page.goto(app.url);
      await page.waitForSelector('.calendar-day:not([disabled])');
      await page.waitForTimeout(1000);
      slotsSettled.push(await modalSlots(page));
      await context.close();
    }
    const rows = [
      ['home initial JS (gzip)', `${(js.gzip / 1024).toFixed(1)} kB`, '<= 120 kB', js.gzip <= 120 * 1024],
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
      [
        'day click -> slots, page settled 1 s (median)',
        fmt(pct(slotsSettled, 50)),
        '<= 150 ms',
        pct(slotsSettled, 50) <= 150,
      ],
      ['day click -> slots, page settled 1 s (p95)', fmt(pct(slotsSettled, 95)), '', null],
    ] as const;
    console.log(`\nweb benchmark (${RUNS} runs, headless Chromium, ${app.url})`);
    for (const f of js.files)
      console.log(`  ${f.file}: ${(f.raw / 1024).toFixed(1)} kB raw, ${(f.gzip / 1024).toFixed(1)} kB gzip`);
    console.log('');
    for (const [name, value, target, ok] of rows)
      console.log(
        `${name.padEnd(48)} ${value.padStart(10)}  ${target.padEnd(11)} ${ok === null ? '' : ok ? 'ok' : 'MISSED'}`,
      );
  } finally {
    await browser.close();
    await app.close();
  }
}
