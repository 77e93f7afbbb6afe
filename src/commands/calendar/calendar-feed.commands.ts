import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { calendarFeedDecider, type CalendarFeedCommand } from '../../domain/calendar/calendar-feed.decider';
import { calendarFeedStream } from '../../domain/calendar/calendar-feed.events';
import type { Actor } from '../../eventstore/types';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import { appCommandContext, handleCommand } from '../handle-command';

const PURPOSE = 'calendar-feed-token';

/** The feed URL's secret: 32 random bytes, URL-safe (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token a sealed copy holds, or null when it cannot be opened (the session secret changed). */
export function openFeedToken(ctx: Pick<AppContext, 'config'>, sealed: string): string | null {
  try {
    return openSecret(ctx.config, PURPOSE, sealed);
  } catch {
    return null;
  }
}

const run = (ctx: AppContext, userId: string, actor: Actor, command: CalendarFeedCommand) =>
  handleCommand(
    appCommandContext(ctx, { actor }),
    calendarFeedStream(ctx.config.VENUE_ID, userId),
    calendarFeedDecider,
    command,
  );

/** Makes the customer's feed, or answers the live one (created: false) so a second tap changes nothing. */
export async function createCalendarFeed(ctx: AppContext, userId: string, actor: Actor) {
  const token = randomBytes(32).toString('base64url');
  const tokenSealed = sealSecret(ctx.config, PURPOSE, token);
  const command = { type: 'CreateCalendarFeed' as const, feedId: randomUUID(), userId, tokenSealed };
  const result = await run(ctx, userId, actor, { ...command, tokenHash: feedTokenHash(token) });
  if (result.state.status !== 'active') throw new Error('calendar feed not active after create');
  const created = result.events.length > 0;
  return {
    created,
    token: created ? token : openFeedToken(ctx, result.state.tokenSealed),
    position: result.position,
  };
}

export function revokeCalendarFeed(ctx: AppContext, userId: string, actor: Actor) {
  return run(ctx, userId, actor, { type: 'RevokeCalendarFeed', userId });
}
