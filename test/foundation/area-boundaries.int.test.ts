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

  it('lets an area import an area it declares, and core folders', async () => {
    const out = await lintProbe(
      'src/commands/tournaments',
      "import { placeBooking } from '../bookings/place-booking.command';\nimport { logger } from '../../lib/logger';\n\nexport const probe = [placeBooking, logger];\n",
    );
    expect(out).not.toContain('no-restricted-imports');
  });
});
