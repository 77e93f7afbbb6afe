import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { userDecider, type Profile, type UserState } from '../../domain/users/user.decider';
import { userStream, type UserRole } from '../../domain/users/user.events';
import { currentState, handleCommand } from '../handle-command';

type Meta = Partial<EventMetadata> | undefined;

export async function grantRole(ctx: AppContext, userId: string, role: UserRole, reason: string, metadata?: Meta) {
  return handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
    type: 'GrantRole',
    role,
    reason,
    now: ctx.now(),
  });
}

export async function revokeRole(ctx: AppContext, userId: string, role: UserRole, reason: string, metadata?: Meta) {
  return handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
    type: 'RevokeRole',
    role,
    reason,
    now: ctx.now(),
  });
}

export async function verifyPhone(ctx: AppContext, userId: string, metadata?: Meta) {
  return handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
    type: 'VerifyPhone',
    now: ctx.now(),
  });
}

export async function loadUser(ctx: AppContext, userId: string): Promise<UserState> {
  const state = await currentState(ctx.store, userStream(userId), userDecider);
  return state;
}

export type { Profile };
