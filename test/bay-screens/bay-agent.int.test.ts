import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { startPaymentApp } from '../payments/payment-fixtures';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import { bookBay, venueAt } from './bay-screens-fixtures';

const AGENT = path.resolve(__dirname, '../../scripts/bay-agent.mjs');

/** The network between the agent and the server: a TCP relay the test can cut and restore. */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayPort = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${relayPort}`,
    /** The network drops: every connection is cut and no new one is taken. */
    async cut() {
      const closed = new Promise((r) => server.close(r));
      for (const s of sockets) s.destroy();
      await closed;
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(relayPort, '127.0.0.1', resolve));
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

describe('the bay agent (a child process against a running server)', () => {
  let t: BookingTestApp;
  let bays: string[];
  let agent: ChildProcess | null = null;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let output = '';
  beforeAll(async () => {
    ({ t, bays } = await startPaymentApp(1, 0));
    relay = await startRelay(t.app.url);
  }, 120_000);
  afterAll(async () => {
    agent?.kill();
    await relay.close();
    await t.app.close();
  }, 60_000);

  const lines = (text: string) => output.split('\n').filter((l) => l.includes(text));
  const seen = (text: string, what: string, timeoutMs = 30_000) =>
    waitFor(async () => lines(text), { until: (l) => l.length > 0, timeoutMs, what });

  it('runs the start command for the current booking in dry-run, and locks on its own clock while offline', async () => {
    const date = t.day(0);
    const admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    const ada = await signUp(t.app, undefined, { firstName: 'Ada' });
    t.setNow(venueAt(date, '09:00'));
    const bookingId = await bookBay(t, { bayId: bays[0], userId: ada.user.id, date, startTime: '10:00' });
    const paired = await admin.post(`/api/admin/bays/${bays[0]}/devices`, { name: 'Simulator PC' });
    expect(paired.status).toBe(201);
    // 25 seconds of the booking left on the server's clock.
    t.setNow(venueAt(date, '10:59:35'));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bay-agent-'));
    const config = path.join(dir, 'agent.json');
    const stateFile = path.join(dir, 'state.json');
    writeFileSync(
      config,
      JSON.stringify({ onStart: 'sim-unlock --player "$FIRST_NAME"', onWarning: 'sim-notice 5', onEnd: 'sim-lock' }),
    );
    agent = spawn(
      process.execPath,
      [AGENT, '--url', relay.url, '--token', paired.body.token, '--config', config, '--state-file', stateFile],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    agent.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    agent.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    const start = await seen('would run: sim-unlock', 'the start command');
    expect(start[0]).toContain(
      `[dry-run] would run: sim-unlock --player "$FIRST_NAME" (start, booking ${bookingId}, Ada,`,
    );
    await seen('would run: sim-notice 5', 'the five-minute warning');
    expect(lines('would run: sim-lock')).toEqual([]);

    // The network drops before the end: the agent keeps its schedule and locks on time by itself.
    await relay.cut();
    await seen('[agent] offline', 'the agent going offline');
    const end = await seen('would run: sim-lock', 'the end command while offline', 45_000);
    expect(end[0]).toContain(`(end, booking ${bookingId}, Ada,`);
    expect(output.indexOf('[agent] offline')).toBeLessThan(output.indexOf('would run: sim-lock'));
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    expect(state.done[bookingId]).toMatchObject({ start: expect.any(String), end: expect.any(String) });

    // Back online after the end: the agent reconciles and runs nothing twice.
    t.setNow(venueAt(date, '11:01'));
    await relay.restore();
    const connects = lines('[agent] connected').length;
    await waitFor(async () => lines('[agent] connected').length, {
      until: (n) => n > connects,
      timeoutMs: 45_000,
      what: 'the agent reconnecting',
    });
    expect(lines('would run: sim-unlock')).toHaveLength(1);
    expect(lines('would run: sim-lock')).toHaveLength(1);
    expect(lines('[agent] running:')).toEqual([]);
  }, 150_000);
});
