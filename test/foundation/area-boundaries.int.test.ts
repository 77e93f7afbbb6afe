import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** Lints one throwaway file written into an area's folder; answers ESLint's output (empty when clean). */
async function lintProbe(folder: string, source: string, prefix = ''): Promise<string> {
  const file = path.join(root, folder, `${prefix}lint-probe-${randomUUID().slice(0, 8)}.ts`);
  await writeFile(file, source);
  try {
    const result = await run(bin('eslint'), ['--max-warnings=0', file], { cwd: root }).catch(
      (e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? 'eslint failed' }),
    );
    return `${result.stdout}${result.stderr}`;
  } finally {
    await rm(file, { force: true });
  }
}

/** Server areas import only the areas eslint.config.mjs lets them (AREA_DEPENDENCIES). */
describe('area boundaries', () => {
  jest.setTimeout(120_000);

  it('fails lint when a core area imports a leaf area', async () => {
    const out = await lintProbe('src/commands/users', "export { scorerCode } from '../tournaments/scorer-code';\n");
    expect(out).toContain('@typescript-eslint/no-restricted-imports');
    expect(out).toContain('The users area may import only');
  });

  it('fails lint when an import would close an area cycle, type imports and other layers included', async () => {
    const out = await lintProbe(
      'src/api/routes/catalog',
      "import type { WaitlistEvent } from '../../../domain/waitlist/waitlist.events';\n\nexport type Probe = WaitlistEvent;\n",
    );
    expect(out).toContain('The catalog area may import only');
  });

  it("fails lint when an area's module file wires another area it may not use", async () => {
    const out = await lintProbe(
      'src/modules',
      "export { scorerCode } from '../commands/tournaments/scorer-code';\n",
      'catalog.',
    );
    expect(out).toContain('The catalog area may import only');
  });

  it("lets an area import an area it declares through the area's index.ts, and core folders", async () => {
    const out = await lintProbe(
      'src/commands/tournaments',
      "import { placeBooking } from '../bookings';\nimport type { BookingPlaced } from '../../domain/bookings';\nimport { logger } from '../../lib/logger';\n\nexport const probe = [placeBooking, logger];\nexport type Probe = BookingPlaced;\n",
    );
    expect(out).toBe('');
  });

  it("fails lint when an area reaches past another area's index.ts, in any layer and from a module file", async () => {
    const deep = await lintProbe(
      'src/commands/tournaments',
      "import { placeBooking } from '../bookings/place-booking.command';\n\nexport const probe = placeBooking;\n",
    );
    expect(deep).toContain('server/area-index');
    expect(deep).toContain("import it from the folder's index.ts ('../bookings')");
    const otherLayer = await lintProbe(
      'src/workers/reminders',
      "import type { BookingPlaced } from '../../domain/bookings/booking.events';\n\nexport type Probe = BookingPlaced;\n",
    );
    expect(otherLayer).toContain('server/area-index');
    const moduleFile = await lintProbe(
      'src/modules',
      "export { placeBooking } from '../commands/bookings/place-booking.command';\n",
      'tournaments.',
    );
    expect(moduleFile).toContain('server/area-index');
  });
});
