import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Server area cycles (two areas importing each other in any layer), as `npm run structure` counts
 * them. The ones still to break are listed here; none may come back once broken and no new one may
 * appear (eslint.config.mjs's AREA_DEPENDENCIES has no cycle; PENDING_AREA_IMPORTS holds the rest).
 */
const STILL_TO_BREAK: string[] = [];

describe('server area structure', () => {
  const report = JSON.parse(
    execFileSync(process.execPath, ['scripts/structure-report.mjs', '--json'], { cwd: root }).toString(),
  );

  it('finds every area of the product in the layers', () => {
    expect(report.layers.api).toEqual(expect.arrayContaining(['bookings', 'checkout', 'memberships']));
    expect(report.layers.modules).toEqual(expect.arrayContaining(['bookings', 'memberships', 'users']));
    expect(report.serverAreaPairs).toBeGreaterThan(50);
  });

  it("reaches another area only through its folder's index.ts", () => {
    expect(report.serverImportsOfAreas).toBeGreaterThan(100);
    expect(report.serverImportsPastIndex).toBe(0);
  });

  it('has no area cycle beyond the ones still to break', () => {
    const cycles: string[] = report.serverAreaCycles;
    expect(cycles.filter((c) => !STILL_TO_BREAK.includes(c))).toEqual([]);
  });
});
