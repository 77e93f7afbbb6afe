import { EventEmitter } from 'node:events';
import pg from 'pg';
import { NOTIFY_CHANNEL } from './schema';

/** Cross-process wake-ups are coalesced to at most one NOTIFY per this many milliseconds. */
const NOTIFY_EVERY_MS = 20;

/**
 * How the log's subscribers learn of new events: an append here wakes this process's subscribers at
 * once and the other processes' through a coalesced NOTIFY; a LISTEN connection turns the others'
 * NOTIFYs into wake-ups here. Each wake-up raises `count`, so a subscriber that read the log can tell
 * whether anything was appended since. Without a connection string, subscribers only poll.
 */
export class WakeUps {
  private readonly emitter = new EventEmitter();
  private wakes = 0;
  private listener?: pg.Client;
  private listenerStarting?: Promise<void>;
  private notifyTimer?: NodeJS.Timeout;
  private lastNotifyAt = 0;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string | undefined,
    private readonly notify: boolean,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /** Wake-ups so far (appends here and NOTIFYs from elsewhere). */
  get count(): number {
    return this.wakes;
  }

  get isListening(): boolean {
    return Boolean(this.listener);
  }

  /**
   * After a commit: wake this process's subscribers at once, and the others through a NOTIFY sent at
   * most every NOTIFY_EVERY_MS (each NOTIFY is a transaction of its own; one per append would
   * nearly double the commits).
   */
  appended(): void {
    this.wake();
    if (!this.notify || this.closed || this.notifyTimer) return;
    const wait = Math.max(0, this.lastNotifyAt + NOTIFY_EVERY_MS - Date.now());
    this.notifyTimer = setTimeout(() => {
      // Cleared before sending: an append committing while this NOTIFY is in flight schedules the next.
      this.notifyTimer = undefined;
      this.lastNotifyAt = Date.now();
      this.pool.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`).catch(() => undefined);
    }, wait);
    this.notifyTimer.unref?.();
  }

  /** Resolves true as soon as a wake-up came after `seen` was read, false after `ms`. */
  after(seen: number, ms: number, signal?: AbortSignal): Promise<boolean> {
    if (this.wakes !== seen) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (woke: boolean) => {
        clearTimeout(timer);
        this.emitter.off('wake', onWake);
        signal?.removeEventListener('abort', onAbort);
        resolve(woke);
      };
      const onWake = () => done(true);
      const onAbort = () => done(false);
      const timer = setTimeout(() => done(false), ms);
      this.emitter.once('wake', onWake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Resolves once appends from other processes wake this process (false when they cannot). */
  async listening(): Promise<boolean> {
    await this.listen();
    return Boolean(this.listener);
  }

  /** LISTEN only shortens the wait of idle subscribers; without it they still poll. */
  listen(): Promise<void> {
    if (!this.connectionString || this.listener || this.closed) return Promise.resolve();
    this.listenerStarting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5000 });
      client.on('notification', () => this.wake());
      client.on('error', () => {
        if (this.listener === client) this.listener = undefined;
        client.end().catch(() => undefined);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      } catch {
        await client.end().catch(() => undefined);
        return;
      }
      if (this.closed) await client.end().catch(() => undefined);
      else this.listener = client;
    })().finally(() => {
      this.listenerStarting = undefined;
    });
    return this.listenerStarting;
  }

  /** Stops listening and wakes every waiting subscriber (so it sees the store closed). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.notifyTimer);
    this.emitter.emit('wake');
    await this.listenerStarting;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private wake(): void {
    this.wakes++;
    this.emitter.emit('wake');
  }
}
