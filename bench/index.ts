/**
 * `npm run bench -- <name> [args]` loads bench/<name>.bench.ts and awaits its default export
 * (`export default async function (args: string[]) {...}`).
 */
import fs from 'node:fs';
import path from 'node:path';

function available(): string[] {
  return fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .map((f) => f.replace(/\.bench\.ts$/, ''));
}

const name = process.argv[2];
if (!name || !/^[\w-]+$/.test(name) || !fs.existsSync(path.join(__dirname, `${name}.bench.ts`))) {
  console.error(`usage: npm run bench -- <name>   where <name> is one of: ${available().join(', ')}`);
  process.exit(2);
}
import(`./${name}.bench.ts`)
  .then(async (mod: { default: (args: string[]) => Promise<void> }) => {
    await mod.default(process.argv.slice(3));
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
