import type { Request, Response } from 'express';
import type { AppContext } from '../../../app-context';
import { TooManyRequestsError } from '../../../lib/errors';
import { tournamentById } from '../../../projections/tournaments/tournaments.queries';
import { leaderboardOf } from '../../../projections/tournaments/leaderboard.queries';
import { addressKey } from '../../middleware/auth-rate-limits';

const POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;
/** Open streams one client address may hold at once (a venue's screens and phones fit; a flood does not). */
export const MAX_STREAMS_PER_CLIENT = 5;

interface Watch {
  clients: Set<Response>;
  last: string;
  timer: ReturnType<typeof setInterval>;
}

/**
 * Server-sent events for open leaderboards: one reader per tournament per process looks at the read
 * model every second and pushes the board to every open page when it changed (any process may have
 * written it). A page that cannot keep the stream polls every 5 s instead. One client address holds
 * at most MAX_STREAMS_PER_CLIENT streams; the next one is answered 429.
 */
export class LeaderboardStreams {
  private readonly watches = new Map<string, Watch>();
  private readonly openByClient = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {}

  async open(req: Request, res: Response, tournamentId: string): Promise<void> {
    const client = addressKey(req.ip);
    const open = this.openByClient.get(client) ?? 0;
    if (open >= MAX_STREAMS_PER_CLIENT)
      throw new TooManyRequestsError(
        'Too many live leaderboards are open from here. Please close one and try again.',
        'TOURNAMENT.TOO_MANY_STREAMS',
        30,
      );
    this.openByClient.set(client, open + 1);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders?.();
    let watch = this.watches.get(tournamentId);
    if (!watch) {
      watch = { clients: new Set(), last: '', timer: setInterval(() => void this.tick(tournamentId), POLL_MS) };
      watch.timer.unref?.();
      this.watches.set(tournamentId, watch);
    }
    watch.clients.add(res);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref?.();
    req.on('close', () => {
      clearInterval(heartbeat);
      this.leave(tournamentId, res);
    });
    res.on('close', () => {
      const left = (this.openByClient.get(client) ?? 1) - 1;
      if (left > 0) this.openByClient.set(client, left);
      else this.openByClient.delete(client);
    });
    // The current board at once (to this page only).
    const board = await this.board(tournamentId);
    if (!board) return;
    if (watch.last === '') watch.last = board;
    res.write(`event: leaderboard\ndata: ${board}\n\n`);
  }

  private leave(tournamentId: string, res: Response) {
    const watch = this.watches.get(tournamentId);
    if (!watch) return;
    watch.clients.delete(res);
    if (watch.clients.size === 0) {
      clearInterval(watch.timer);
      this.watches.delete(tournamentId);
    }
  }

  private async board(tournamentId: string): Promise<string | null> {
    const t = await tournamentById(this.ctx.knex, tournamentId);
    return t ? JSON.stringify(await leaderboardOf(this.ctx.knex, t)) : null;
  }

  private async tick(tournamentId: string) {
    const watch = this.watches.get(tournamentId);
    if (!watch) return;
    try {
      const board = await this.board(tournamentId);
      if (!board || board === watch.last) return;
      watch.last = board;
      for (const res of watch.clients) res.write(`event: leaderboard\ndata: ${board}\n\n`);
    } catch (err) {
      this.ctx.logger.warn({ err, tournamentId }, 'leaderboard stream could not read the board');
    }
  }

  close() {
    for (const [id, watch] of this.watches) {
      clearInterval(watch.timer);
      for (const res of watch.clients) res.end();
      this.watches.delete(id);
    }
  }
}
