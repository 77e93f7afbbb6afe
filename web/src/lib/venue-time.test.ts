import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setVenueTimezone, venueTimezone } from '@/config/venue';
import { formatDateTime } from '@/lib/dates';
import { formatVenueDateTime, formatVenueTime, viewerTimezone } from '@/lib/venue-time';

const WEB_SRC = join(__dirname, '..');
/** The helpers that may build date formats: every page goes through them. */
const HELPERS = new Set(['lib/venue-time.ts', 'lib/dates.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('times on every page are the venue’s', () => {
  it('formats no date outside the venue-time helper (no toLocale*String, no ad-hoc Intl.DateTimeFormat)', () => {
    const offenders = sourceFiles(WEB_SRC).flatMap((file) => {
      const name = relative(WEB_SRC, file).split('\\').join('/');
      if (HELPERS.has(name)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\.toLocale(Time|Date)?String\(|Intl\.DateTimeFormat\(/.test(line)
            ? [`${name}:${i + 1}: ${line.trim()}`]
            : [],
        );
    });
    expect(offenders).toEqual([]);
  });

  describe('with the venue in New York', () => {
    const before = venueTimezone();
    beforeEach(() => setVenueTimezone('America/New_York'));
    afterEach(() => setVenueTimezone(before));

    it('reads an instant on the venue’s clock, labelled with its zone where the viewer’s clock differs', () => {
      const label = viewerTimezone() === 'America/New_York' ? '' : ' EST';
      expect(formatVenueTime('2026-11-28T10:52:00Z')).toBe(`5:52 AM${label}`);
      expect(formatVenueDateTime('2026-11-28T20:00:00Z')).toBe(`Nov 28, 2026, 3:00 PM${label}`);
      expect(formatDateTime('2026-11-28T20:00:00Z')).toBe(`Nov 28, 2026, 3:00 PM${label}`);
      expect(formatVenueTime('2026-07-01T19:00:00Z')).toBe(`3:00 PM${label && ' EDT'}`);
    });

    it('has no label where the venue’s zone is the viewer’s', () => {
      setVenueTimezone(viewerTimezone());
      expect(formatVenueTime('2026-11-28T10:52:00Z')).not.toMatch(/[A-Z]{3}$|GMT/);
    });
  });
});
