import { waitFor } from '../harness/wait-for';

/** A probe answering the given values in turn, then the last one again and again. */
function answers<T>(...values: T[]) {
  let calls = 0;
  const probe = async () => values[Math.min(calls++, values.length - 1)];
  return { probe, calls: () => calls };
}

describe('waiting for a condition', () => {
  it('returns the first truthy value, probing until it comes', async () => {
    const { probe, calls } = answers<string | null>(null, null, 'ready');
    await expect(waitFor(probe, { intervalMs: 1 })).resolves.toBe('ready');
    expect(calls()).toBe(3);
  });

  it('accepts a plain probe and a timeout in ms, as before', async () => {
    let n = 0;
    await expect(waitFor(() => ++n >= 2 && n, 5_000)).resolves.toBe(2);
  });

  it('returns the value `until` accepts, however falsy', async () => {
    const { probe } = answers([1, 2, 3], [1], []);
    await expect(waitFor(probe, { until: (list) => list.length === 0, intervalMs: 1 })).resolves.toEqual([]);
    const zero = answers(3, 2, 1, 0);
    await expect(waitFor(zero.probe, { until: (v) => v === 0, intervalMs: 1 })).resolves.toBe(0);
  });

  it('times out naming what it waited for and the last value seen', async () => {
    const { probe } = answers({ status: 'running', done: 3 });
    await expect(
      waitFor(probe, { until: (r) => r.status === 'swapped', timeoutMs: 300, what: 'the rebuild swapped' }),
    ).rejects.toThrow('the rebuild swapped not reached within 300 ms; last value: {"status":"running","done":3}');
  });

  it('shortens a long last value', async () => {
    const long = 'x'.repeat(1000);
    const big: Error = await waitFor(async () => ({ long }), { until: () => false, timeoutMs: 200 }).catch((e) => e);
    expect(big.message).toMatch(/^condition not reached within 200 ms; last value: \{"long":"x+… \(1011 chars\)$/);
    expect(big.message.length).toBeLessThan(400);
  });

  it('passes on an error the probe throws', async () => {
    await expect(
      waitFor(async () => {
        throw new Error('server exited');
      }),
    ).rejects.toThrow('server exited');
  });
});
