// Runs a command (the CLIs) against the database `npm start` uses: DATABASE_URL when set, otherwise
// the embedded PostgreSQL in .data (shared when `npm start` is running, started and stopped otherwise).
//   node scripts/with-db.mjs src/cli/migrate.ts [args...]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDatabase } from './embedded-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
const env = { ...process.env };
let db;
if (!env.DATABASE_URL) {
  try {
    db = await embeddedDatabase(root, { log: (line) => console.error(line) });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  env.DATABASE_URL = db.url;
}
const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await db?.stop();
process.exit(code);
