import { NotFoundError } from '../../lib/errors';
import type { Decider } from '../decider';
import { CalendarFeedCreated, CalendarFeedRevoked, type CalendarFeedEventLike } from './calendar-feed.events';

export type CalendarFeedState =
  | { status: 'none' }
  | { status: 'active'; feedId: string; tokenHash: string; tokenSealed: string }
  | { status: 'revoked'; feedId: string };

export type CalendarFeedCommand =
  | { type: 'CreateCalendarFeed'; feedId: string; userId: string; tokenHash: string; tokenSealed: string }
  | { type: 'RevokeCalendarFeed'; userId: string };

export const NO_CALENDAR_FEED = 'You have no calendar feed to revoke.';

/** One live feed per customer: creating again keeps the live one; after a revoke a new one can be made. */
export const calendarFeedDecider: Decider<CalendarFeedState, CalendarFeedCommand, CalendarFeedEventLike> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'CalendarFeedCreated': {
        const { feedId, tokenHash, tokenSealed } = event.data;
        return { status: 'active', feedId, tokenHash, tokenSealed };
      }
      case 'CalendarFeedRevoked':
        return { status: 'revoked', feedId: event.data.feedId };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateCalendarFeed': {
        if (state.status === 'active') return [];
        const { type: _t, ...data } = command;
        return [CalendarFeedCreated.create(data)];
      }
      case 'RevokeCalendarFeed':
        if (state.status !== 'active') throw new NotFoundError(NO_CALENDAR_FEED, 'CALENDAR.FEED_NOT_FOUND');
        return [CalendarFeedRevoked.create({ feedId: state.feedId, userId: command.userId })];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
