import pino from 'pino';
import { OutageLog, outageBackoffMs } from './outage-log';

function capture() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, log: new OutageLog(logger) };
}

describe('the outage log of the projections', () => {
  it('waits 250 ms, doubling, and never more than 15 s between attempts', () => {
    const top = () => 1;
    expect([1, 2, 3, 4].map((n) => outageBackoffMs(n, top))).toEqual([250, 500, 1000, 2000]);
    expect(outageBackoffMs(7, top)).toBe(15_000);
    expect(outageBackoffMs(40, top)).toBe(15_000);
    expect(outageBackoffMs(1, () => 0)).toBe(200);
  });

  it('warns once when the store goes away and tells once when the last runner has it back', () => {
    const { lines, log } = capture();
    const away = new Error('14 UNAVAILABLE');
    for (let attempt = 1; attempt <= 5; attempt++)
      for (const runner of ['bookings', 'credits', 'sms']) log.failed('event store', runner, away, attempt, 250);
    expect(lines.map((l) => l.level)).toEqual([40]);
    log.reconnected('bookings');
    log.reconnected('credits');
    expect(lines).toHaveLength(1);
    log.reconnected('sms');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, expect.stringContaining('event store is unreachable')],
      [30, expect.stringContaining('event store is reachable again')],
    ]);
    expect(log.isDown('event store')).toBe(false);
    log.failed('event store', 'bookings', away, 1, 250);
    expect(lines).toHaveLength(3);
  });
});
