import { quietDelayMs } from './sms-dispatch.reactor';

const zone = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  it('holds a text inside an overnight window until it ends (venue time), and not outside it', () => {
    const quiet = { quietHoursStart: '21:00', quietHoursEnd: '08:00' };
    // 22:30 in New York (EST) is 03:30 UTC: 9.5 hours to 08:00.
    expect(quietDelayMs(quiet, at('2026-11-26T03:30:00Z'), zone)).toBe(9.5 * 3600_000);
    // 07:59:30 -> 30 seconds.
    expect(quietDelayMs(quiet, at('2026-11-26T12:59:30Z'), zone)).toBe(30_000);
    // 08:00 and 20:59 are outside.
    expect(quietDelayMs(quiet, at('2026-11-26T13:00:00Z'), zone)).toBe(0);
    expect(quietDelayMs(quiet, at('2026-11-27T01:59:00Z'), zone)).toBe(0);
  });

  it('handles a same-day window and no window at all', () => {
    expect(quietDelayMs({ quietHoursStart: '12:00', quietHoursEnd: '13:00' }, at('2026-11-26T17:15:00Z'), zone)).toBe(
      45 * 60_000,
    );
    expect(quietDelayMs({ quietHoursStart: null, quietHoursEnd: null }, at('2026-11-26T03:30:00Z'), zone)).toBe(0);
  });
});
