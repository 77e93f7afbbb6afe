import { StreamLanes } from './stream-lanes';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('stream lanes', () => {
  it('runs work on one key one at a time, in order, and other keys alongside', async () => {
    const lanes = new StreamLanes();
    const log: string[] = [];
    const job = (key: string, n: number) =>
      lanes.run(key, async () => {
        log.push(`${key}${n} start`);
        await tick();
        log.push(`${key}${n} end`);
        return n;
      });
    const results = await Promise.all([job('a', 1), job('a', 2), job('b', 1)]);
    expect(results).toEqual([1, 2, 1]);
    // b1 started while a1 ran; a2 waited for a1 to end.
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(lanes.busy).toBe(0);
  });

  it('a failure answers its own caller and does not block the next in line', async () => {
    const lanes = new StreamLanes();
    const failed = lanes.run('a', async () => {
      throw new Error('no');
    });
    const next = lanes.run('a', async () => 'ran');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('ran');
  });
});
