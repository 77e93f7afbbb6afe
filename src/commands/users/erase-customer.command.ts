import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { userDecider } from '../../domain/users/user.decider';
import { IllegalUserStateError, UserNotFoundError } from '../../domain/users/user.errors';
import { userStream } from '../../domain/users/user.events';
import { handleCommand } from '../handle-command';
import { release } from './register-user.command';
import { loadUser } from './user-roles.command';

export const ALREADY_ERASED = 'This customer has already been erased.';
export const STAFF_NOT_ERASED = 'Staff accounts cannot be erased. Remove their admin or employee role first.';

/**
 * The account's part of erasing a customer (crypto-shredding; the customers area checks what must
 * end first): the phone and email are released (the number may sign up again as a new customer),
 * CustomerErased is appended (read models scrub the customer), then the customer's data key is
 * destroyed and their sessions end. Run again after a crash between the steps, it finishes them
 * and answers 409.
 */
export async function eraseUser(
  ctx: AppContext,
  userId: string,
  metadata: Partial<EventMetadata>,
): Promise<{ position: string | null }> {
  const state = await loadUser(ctx, userId);
  if (state.status === 'none') throw new UserNotFoundError();
  if (state.status === 'erased') {
    await destroyKey(ctx, userId);
    throw new IllegalUserStateError(ALREADY_ERASED);
  }
  if (state.roles.size > 0) throw new IllegalUserStateError(STAFF_NOT_ERASED);
  await release(ctx, 'phone', state.phoneNumber, userId, 'customer erased', metadata);
  await release(ctx, 'email', state.profile.email.trim().toLowerCase(), userId, 'customer erased', metadata);
  const erasedBy = typeof metadata.actor === 'object' ? metadata.actor.userId : 'system';
  const result = await handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
    type: 'EraseCustomer',
    erasedBy,
    now: ctx.now(),
  });
  await destroyKey(ctx, userId);
  return { position: result.position };
}

async function destroyKey(ctx: AppContext, userId: string): Promise<void> {
  await ctx.personalData.erase(userId, ctx.now());
  await ctx.knex('user_sessions').whereRaw("sess->>'userId' = ?", [userId]).delete();
}
