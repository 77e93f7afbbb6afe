#!/usr/bin/env node
/**
 * The reference bay agent for a simulator PC: it follows its bay's sessions and runs a command at each
 * session's start, five-minute warning and end (e.g. unlock the simulator software, then lock it again).
 *
 *   npm run bay-agent -- --url https://golf.example.com --token <device token> [--config agent.json]
 *                        [--execute] [--state-file bay-agent-state.json]
 *
 * --config is JSON: { "onStart": "...", "onWarning": "...", "onEnd": "..." }; each is a shell command
 * run with BOOKING_ID, FIRST_NAME and ENDS_AT in its environment. Without --execute nothing is run:
 * each command is printed as "[dry-run] would run: <cmd>". Needs only the URL and the device token.
 *
 * It listens to GET /api/bay-agent/events (server-sent events, reconnecting with backoff) and asks
 * GET /api/bay-agent/session on every (re)connect to catch up. The last known schedule is kept in the
 * state file; while the network is down its own clock (set by the server's time) still gives the
 * warning and the end, so the simulator is locked on time. Each command runs once per booking.
 */
/* global AbortController, TextDecoder */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { parseArgs } from 'node:util';

const WARNING_MS = 5 * 60_000;
/** No byte (heartbeats come every 15 s) for this long: the connection is taken as lost. */
const SILENCE_MS = 40_000;
const MAX_BACKOFF_MS = 30_000;

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    config: { type: 'string' },
    execute: { type: 'boolean', default: false },
    'state-file': { type: 'string', default: 'bay-agent-state.json' },
  },
});
if (!opts.url || !opts.token) {
  console.error('usage: npm run bay-agent -- --url <server> --token <device token> [--config file] [--execute]');
  process.exit(2);
}
const base = opts.url.replace(/\/+$/, '');
const commands = opts.config ? JSON.parse(readFileSync(opts.config, 'utf8')) : {};
const headers = { authorization: `Bearer ${opts.token}` };
const log = (...words) => console.log(new Date().toISOString(), ...words);

/** The schedule as last known, and what was already run (a restart does not run anything twice). */
let state = { bay: null, current: null, next: null, offsetMs: 0, done: {} };
try {
  state = { ...state, ...JSON.parse(readFileSync(opts['state-file'], 'utf8')) };
  log(`[agent] loaded the last known schedule from ${opts['state-file']}`);
} catch {
  // No state yet.
}
const save = () => {
  const tmp = `${opts['state-file']}.tmp`;
  writeFileSync(tmp, JSON.stringify(state, null, 2));
  renameSync(tmp, opts['state-file']);
};
const serverNow = () => Date.now() + state.offsetMs;

/** Runs (or, in dry-run, prints) the command for `kind` of this session, once. */
function fire(kind, session) {
  const done = (state.done[session.bookingId] ??= {});
  const key = kind === 'warning' ? `warning@${session.endsAt}` : kind;
  if (done[key] || done.end) return;
  if (kind !== 'start' && !done.start && kind !== 'end') fire('start', session);
  if (kind === 'end' && !done.start) return; // Never started here: nothing to lock.
  done[key] = new Date().toISOString();
  save();
  const cmd = commands[{ start: 'onStart', warning: 'onWarning', end: 'onEnd' }[kind]];
  const about = `(${kind}, booking ${session.bookingId}, ${session.firstName}, ends ${session.endsAt})`;
  if (!cmd) return log(`[agent] ${kind}: no command configured ${about}`);
  if (!opts.execute) return log(`[dry-run] would run: ${cmd} ${about}`);
  log(`[agent] running: ${cmd} ${about}`);
  const env = { ...process.env, BOOKING_ID: session.bookingId, FIRST_NAME: session.firstName, ENDS_AT: session.endsAt };
  spawn(cmd, { shell: true, stdio: 'inherit', env }).on('exit', (code) =>
    log(`[agent] ${kind} command exited ${code}`),
  );
}

/** The clock's work, online or not: the current session's warning and end, the next one's turn. */
function tick() {
  const now = serverNow();
  const cur = state.current;
  if (cur && now >= Date.parse(cur.endsAt)) {
    fire('end', cur);
    state.current = null;
    save();
  } else if (cur && now >= Date.parse(cur.endsAt) - WARNING_MS && state.done[cur.bookingId]?.start) {
    fire('warning', cur);
  }
}

/** Brings the schedule in line with the server's answer (after a reconnect, or a change). */
function reconcile(answer) {
  state.offsetMs = Date.parse(answer.serverTime) - Date.now();
  state.bay = answer.bay;
  const was = state.current;
  if (was && was.bookingId !== answer.current?.bookingId) fire('end', was); // ended or cancelled meanwhile
  state.current = answer.current;
  state.next = answer.next;
  save();
  if (answer.current) fire('start', answer.current);
  tick();
}

async function fetchSession() {
  const res = await fetch(`${base}/api/bay-agent/session`, { headers });
  if (res.status === 401) throw Object.assign(new Error('the device token was refused (401)'), { fatal: true });
  if (!res.ok) throw new Error(`session answered ${res.status}`);
  return res.json();
}

/** One server-sent event from the stream. */
async function onEvent(kind, session) {
  log(`[event] ${kind} ${session.bookingId}`);
  if (kind === 'session.started') {
    state.current = session;
    fire('start', session);
  } else if (kind === 'session.warning') fire('warning', session);
  else if (kind === 'session.ended') fire('end', session);
  else if (kind === 'session.cancelled' && state.current?.bookingId === session.bookingId) fire('end', session);
  // Extended, moved, cancelled: the schedule is asked again.
  if (['session.extended', 'session.moved', 'session.cancelled', 'session.ended'].includes(kind))
    reconcile(await fetchSession());
}

let connected = false;

/** Reads the event stream until it ends, fails or goes silent. */
async function listen() {
  const abort = new AbortController();
  let watchdog = setTimeout(() => abort.abort(), SILENCE_MS);
  try {
    const res = await fetch(`${base}/api/bay-agent/events`, { headers, signal: abort.signal });
    if (!res.ok) throw new Error(`events answered ${res.status}`);
    log('[agent] connected');
    connected = true;
    reconcile(await fetchSession());
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), SILENCE_MS);
      buffer += decoder.decode(chunk, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        const kind = lines.find((l) => l.startsWith('event: '))?.slice(7);
        const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
        if (kind && data) await onEvent(kind, JSON.parse(data));
      }
    }
  } finally {
    clearTimeout(watchdog);
  }
}

async function main() {
  log(`[agent] ${opts.execute ? 'executing commands' : 'dry-run (add --execute to run commands)'}; server ${base}`);
  setInterval(tick, 1000);
  let backoff = 1000;
  for (;;) {
    connected = false;
    try {
      await listen();
      log('[agent] the event stream ended; reconnecting');
    } catch (err) {
      log(`[agent] offline: ${err.cause?.code ?? err.message}; keeping the last known schedule`);
    }
    if (connected) backoff = 1000;
    await new Promise((r) => setTimeout(r, backoff));
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  }
}

main();
