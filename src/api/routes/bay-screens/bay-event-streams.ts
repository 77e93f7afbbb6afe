import type { Request, Response } from 'express';
import type { AppContext } from '../../../app-context';
import type { BayStreamEvent } from '../../../contracts/bay-screens/bay-screens';
import type { RecordedEvent } from '../../../eventstore/types';
import { sessionRowOf, sessionView } from '../../../projections/bay-screens/bay-screens.queries';

export const HEARTBEAT_MS = 15_000;

/** What each event on the log means to a bay's screen (the bookings area's own events and the session job's). */
const KINDS: Record<string, BayStreamEvent> = {
  BaySessionStarted: 'session.started',
  BaySessionFiveMinuteWarning: 'session.warning',
  BaySessionEnded: 'session.ended',
  BookingExtended: 'session.extended',
  BookingMoved: 'session.moved',
  BookingCancelled: 'session.cancelled',
  BookingReleased: 'session.cancelled',
  BookingMarkedNoShow: 'session.cancelled',
};

/**
 * Server-sent events for bay devices. One subscription per process to the event log (which every
 * server instance reads, woken by the database's notifications), while any device is connected; each
 * event goes to the open streams of the bay(s) it concerns, with the booking as a session. Nothing is
 * kept in memory beyond the open connections: a device that reconnects asks GET /bay-agent/session.
 */
export class BayEventStreams {
  private readonly clients = new Map<string, Set<Response>>();
  private abort: AbortController | null = null;
  /** Resolves once the running subscription knows where it starts. */
  private subscription: Promise<void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /**
   * Opens a device's stream. The headers go out once the subscription has its starting point, so a
   * client that has the answer's headers hears every event appended after that.
   */
  async open(req: Request, res: Response, bayId: string): Promise<void> {
    let set = this.clients.get(bayId);
    if (!set) this.clients.set(bayId, (set = new Set()));
    set.add(res);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref?.();
    req.on('close', () => {
      clearInterval(heartbeat);
      this.leave(bayId, res);
    });
    await (this.subscription ?? this.start());
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
  }

  private leave(bayId: string, res: Response) {
    const set = this.clients.get(bayId);
    set?.delete(res);
    if (set?.size === 0) this.clients.delete(bayId);
    if (this.clients.size === 0) {
      this.abort?.abort();
      this.abort = null;
      this.subscription = null;
    }
  }

  private start(): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    this.subscription = ready;
    void (async () => {
      try {
        const from = await this.ctx.store.head();
        started();
        const eventTypes = Object.keys(KINDS);
        for await (const event of this.ctx.store.subscribe({ from, filter: { eventTypes }, signal: abort.signal })) {
          if (abort.signal.aborted) break;
          await this.deliver(event).catch((err) =>
            this.ctx.logger.warn({ err, eventId: event.eventId }, 'bay event stream could not deliver an event'),
          );
        }
      } catch (err) {
        if (!abort.signal.aborted) this.ctx.logger.error({ err }, 'bay event stream subscription stopped');
      } finally {
        started();
        if (this.abort === abort) {
          this.abort = null;
          this.subscription = null;
        }
      }
    })();
    return ready;
  }

  private async deliver(event: RecordedEvent) {
    const kind = KINDS[event.type];
    const d = event.data as { bookingId: string; bayId?: string; from?: { bayId: string } };
    const bays = new Set<string>();
    if (d.bayId) bays.add(d.bayId);
    if (d.from?.bayId) bays.add(d.from.bayId);
    if (bays.size > 0 && ![...bays].some((b) => this.clients.has(b))) return;
    // The bookings area's events: the screen is shown the booking as the read model has it after them.
    if (event.type.startsWith('Booking')) await this.ctx.projections.waitFor(event.position, ['bookings'], 10_000);
    const row = await sessionRowOf(this.ctx.knex, d.bookingId);
    if (!row) return;
    bays.add(row.bay_id);
    const frame = `event: ${kind}\ndata: ${JSON.stringify(sessionView(row))}\n\n`;
    for (const bay of bays) for (const res of this.clients.get(bay) ?? []) res.write(frame);
  }
}
