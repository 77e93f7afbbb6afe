import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { entryOfTeam } from '../../domain/tournaments/score-access';
import { teamKeyOf } from '../../domain/tournaments/tournament.decider';
import type { ScoreSource } from '../../domain/tournaments/tournament.events';
import { ForbiddenError } from '../../lib/errors';
import { loadTournament } from './tournament.commands';

/** No 0/O, 1/I: a code read off a printed card at the bay. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * An entry's scorer code (XXXX-XXXX, 40 bits): derived from the server's secret, the venue, the
 * tournament and the entry, so nothing readable is stored and the entrant can be shown it again.
 */
export function scorerCode(ctx: Pick<AppContext, 'config'>, tournamentId: string, entryId: string): string {
  const mac = createHmac('sha256', ctx.config.SESSION_SECRET)
    .update(`scorer-code:${ctx.config.VENUE_ID}:${tournamentId}:${entryId}`)
    .digest();
  const chars = [...mac.subarray(0, 8)].map((b) => ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

const normalised = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(normalised(given));
  const b = Buffer.from(normalised(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ScoreCaller {
  user: { id: string; isAdmin?: boolean; isEmployee?: boolean } | null;
  client: string;
  scorerCode?: string;
}

/**
 * Who writes a card, as the server knows it: staff; the entry's player, signed in; or a visitor with
 * the entry's scorer code (403 when the code is wrong). The decider then checks the card is theirs.
 */
export async function scoreSource(
  ctx: AppContext,
  tournamentId: string,
  teamName: string,
  caller: ScoreCaller,
): Promise<ScoreSource> {
  const base = { userId: caller.user?.id ?? null, client: caller.client };
  if (caller.user?.isAdmin || caller.user?.isEmployee) return { ...base, as: 'staff' };
  const entry = entryOfTeam(await loadTournament(ctx, tournamentId), teamKeyOf(teamName));
  if (!entry) return base;
  if (caller.user && caller.user.id === entry.userId) return { ...base, as: 'entrant' };
  if (!caller.scorerCode) return base;
  if (!sameCode(caller.scorerCode, scorerCode(ctx, tournamentId, entry.entryId)))
    throw new ForbiddenError('That scorer code is not right for this team.', 'TOURNAMENT.SCORER_CODE_INVALID');
  return { ...base, as: 'scorer', entryId: entry.entryId };
}
