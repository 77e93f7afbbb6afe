// One command on a fresh machine: install, build, start an embedded PostgreSQL when DATABASE_URL is
// unset (data kept in ./.data), then run the server (it migrates and seeds). Ctrl-C stops it all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedDatabase } from './embedded-postgres.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

ensureDeps();
const { build } = await import('./build.mjs');
if (!dev) build();

const env = { ...process.env };
let embedded;

if (!env.DATABASE_URL) {
  try {
    embedded = await embeddedDatabase(root);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  env.DATABASE_URL = embedded.url;
  // The all-in-one local set-up: the dev tools (SMS outbox, card-twin tokens) are on unless refused.
  env.DEV_TOOLS ??= 'true';
  console.log(
    embedded.started
      ? `Embedded PostgreSQL at ${embedded.url.replace(/:[^:@/]*@/, ':***@')} (data in .data/postgres)`
      : 'Using the embedded PostgreSQL already running on .data/postgres',
  );
}

const entry = dev ? ['node_modules/.bin/tsx', 'watch', 'src/main.ts'] : ['dist/src/main.js'];
const child = spawn(process.execPath, dev ? [path.join(root, entry[0]), ...entry.slice(1)] : entry, {
  cwd: root,
  env,
  stdio: 'inherit',
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  if (embedded) await embedded.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
child.on('exit', (code) => void stop(code ?? 0));
