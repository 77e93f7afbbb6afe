import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { userDecider, type Profile } from '../../domain/users/user.decider';
import { UserNotFoundError } from '../../domain/users/user.errors';
import { userStream } from '../../domain/users/user.events';
import { handleCommand } from '../handle-command';
import { release, reserve } from './register-user.command';
import { loadUser } from './user-roles.command';

/**
 * Changes a user's name or email. A new email is reserved before the profile changes (so two
 * accounts never share one) and the old one is released after; if the change fails, the new
 * reservation is released again.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  changes: Partial<Profile>,
  metadata?: Partial<EventMetadata>,
): Promise<{ position: string | null }> {
  const state = await loadUser(ctx, userId);
  if (state.status !== 'registered') throw new UserNotFoundError();
  const oldEmail = state.profile.email.trim().toLowerCase();
  const newEmail = changes.email?.trim().toLowerCase();
  const emailChanges = newEmail !== undefined && newEmail !== oldEmail;
  if (emailChanges) await reserve(ctx, 'email', newEmail, userId, metadata);
  try {
    const result = await handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
      type: 'UpdateProfile',
      changes: { ...changes, ...(changes.email !== undefined ? { email: changes.email.trim() } : {}) },
      now: ctx.now(),
    });
    if (emailChanges) await release(ctx, 'email', oldEmail, userId, 'email changed', metadata);
    return { position: result.position };
  } catch (error) {
    if (emailChanges) await release(ctx, 'email', newEmail, userId, 'profile update failed', metadata);
    throw error;
  }
}
