/**
 * The one way a test waits for something asynchronous (a projection, a worker, a mail) to show.
 *
 * `waitFor(probe)` polls `probe` until it answers something truthy and returns that value.
 * `waitFor(probe, { until: (v) => ... })` returns the probe's value once `until` accepts it, for
 * values that are not simply truthy (a list of the right length, a count of zero).
 *
 * The timeout is generous on purpose (30 s): a condition that comes quickly costs nothing more, and
 * a test must not depend on how fast the machine is. On timeout the error names what was awaited
 * and the last value seen, so a CI failure reads without a rerun.
 */
export interface WaitOptions {
  /** Fail after this long; default 30 s. */
  timeoutMs?: number;
  /** Time between probes; default 100 ms. */
  intervalMs?: number;
  /** What is awaited, for the timeout message ("the refund's SMS"). */
  what?: string;
}

export interface WaitUntilOptions<T> extends WaitOptions {
  /** Accepts the probe's value; until it does, polling continues. */
  until: (value: T) => boolean;
}

type Falsy = undefined | null | false | 0 | '';

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_INTERVAL_MS = 100;
const SHOWN_CHARS = 300;

export function waitFor<T>(probe: () => T | PromiseLike<T>, options: WaitUntilOptions<T>): Promise<T>;
export function waitFor<T>(probe: () => T | PromiseLike<T>, options?: number | WaitOptions): Promise<Exclude<T, Falsy>>;
export async function waitFor<T>(
  probe: () => T | PromiseLike<T>,
  options: number | WaitOptions | WaitUntilOptions<T> = {},
): Promise<T> {
  const opts: Partial<WaitUntilOptions<T>> = typeof options === 'number' ? { timeoutMs: options } : options;
  const ok = opts.until ?? ((value: T) => Boolean(value));
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(timeoutMessage(opts, value));
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? DEFAULT_INTERVAL_MS));
  }
}

function timeoutMessage(opts: WaitOptions, last: unknown): string {
  const what = opts.what ?? 'condition';
  return `${what} not reached within ${opts.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms; last value: ${show(last)}`;
}

function show(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}… (${text.length} chars)` : text;
}
