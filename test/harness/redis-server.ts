import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A loopback port nothing listens on now (for a server a test starts: Redis, PostgreSQL). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write('PING\r\n'));
    s.once('data', (d) => {
      resolve(String(d).startsWith('+PONG'));
      s.destroy();
    });
    s.once('error', () => resolve(false));
    setTimeout(() => {
      s.destroy();
      resolve(false);
    }, 500);
  });
}

/**
 * A redis-server of the test's own on a free loopback port (the drill stops and restarts it), with
 * its data in a temp folder: `stop({ keepData })` shuts it down saving (or not), `crash()` kills it.
 */
export class TestRedis {
  private child: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort(), fs.mkdtempSync(path.join(os.tmpdir(), 'golf-redis-')));
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answers(this.port))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${this.port} did not start`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A clean shutdown; with keepData the dataset is saved and comes back with up(). */
  async stop(options: { keepData: boolean }): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    const s = net.connect(this.port, '127.0.0.1', () =>
      s.write(options.keepData ? 'SHUTDOWN SAVE\r\n' : 'SHUTDOWN NOSAVE\r\n'),
    );
    s.on('error', () => undefined);
    await exited;
    s.destroy();
    if (!options.keepData) fs.rmSync(path.join(this.dir, 'dump.rdb'), { force: true });
    this.child = null;
  }

  /** kill -9: whatever was only in memory is gone. */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    fs.rmSync(path.join(this.dir, 'dump.rdb'), { force: true });
    this.child = null;
  }

  async close(): Promise<void> {
    await this.crash();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
