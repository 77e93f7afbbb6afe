import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { userDecider } from '../../domain/users/user.decider';
import { UserNotFoundError } from '../../domain/users/user.errors';
import { userStream } from '../../domain/users/user.events';
import { handleCommand } from '../handle-command';
import { loadUser } from './user-roles.command';

type Meta = Partial<EventMetadata>;

async function registeredUser(ctx: AppContext, userId: string) {
  if ((await loadUser(ctx, userId)).status !== 'registered') throw new UserNotFoundError();
}

/** Stops an account making new bookings (its existing bookings stand); the reason is kept. */
export async function blockFromBooking(ctx: AppContext, userId: string, reason: string, metadata: Meta) {
  await registeredUser(ctx, userId);
  return handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
    type: 'BlockFromBooking',
    reason,
    now: ctx.now(),
  });
}

export async function unblockFromBooking(ctx: AppContext, userId: string, metadata: Meta) {
  await registeredUser(ctx, userId);
  return handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
    type: 'UnblockFromBooking',
    now: ctx.now(),
  });
}
