import type { z } from 'zod';
import type { Decider } from '../decider';
import {
  type CustomerErased,
  type UserBlockedFromBooking,
  type UserPhoneVerified,
  type UserProfileUpdated,
  type UserRegistered,
  type UserRoleGranted,
  type UserRoleRevoked,
  type UserRole,
  type UserUnblockedFromBooking,
} from './user.events';
import { IllegalUserStateError } from './user.errors';

type E<D extends { type: string; schema: z.ZodType }> = { type: D['type']; data: z.output<D['schema']> };
export type UserDomainEvent =
  | E<typeof UserRegistered>
  | E<typeof UserPhoneVerified>
  | E<typeof UserProfileUpdated>
  | E<typeof UserRoleGranted>
  | E<typeof UserRoleRevoked>
  | E<typeof UserBlockedFromBooking>
  | E<typeof UserUnblockedFromBooking>
  | E<typeof CustomerErased>;

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
}

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      profile: Profile;
      phoneNumber: string;
      phoneVerified: boolean;
      roles: Set<UserRole>;
      /** Why an admin stopped this account making new bookings (null when it may book). */
      blockedReason: string | null;
    }
  | { status: 'erased'; userId: string; erasedAt: string };

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: Profile; phoneNumber: string; phoneVerified: boolean; now: Date }
  | { type: 'VerifyPhone'; now: Date }
  | { type: 'UpdateProfile'; changes: Partial<Profile>; now: Date }
  | { type: 'GrantRole'; role: UserRole; reason: string; now: Date }
  | { type: 'RevokeRole'; role: UserRole; reason: string; now: Date }
  | { type: 'BlockFromBooking'; reason: string; now: Date }
  | { type: 'UnblockFromBooking'; now: Date }
  | { type: 'EraseCustomer'; erasedBy: string; now: Date };

function registered(state: UserState) {
  if (state.status !== 'registered') throw new IllegalUserStateError('User not found');
  return state;
}

export const userDecider: Decider<UserState, UserCommand, UserDomainEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          status: 'registered',
          userId: event.data.userId,
          profile: { firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email },
          phoneNumber: event.data.phoneNumber,
          phoneVerified: false,
          roles: new Set(),
          blockedReason: null,
        };
      case 'UserPhoneVerified':
        return state.status === 'registered' ? { ...state, phoneVerified: true } : state;
      case 'UserProfileUpdated': {
        if (state.status !== 'registered') return state;
        const { firstName, lastName, email } = event.data;
        const profile = { ...state.profile };
        if (firstName !== undefined) profile.firstName = firstName;
        if (lastName !== undefined) profile.lastName = lastName;
        if (email !== undefined) profile.email = email;
        return { ...state, profile };
      }
      case 'UserRoleGranted':
        return state.status === 'registered' ? { ...state, roles: new Set([...state.roles, event.data.role]) } : state;
      case 'UserRoleRevoked': {
        if (state.status !== 'registered') return state;
        const roles = new Set(state.roles);
        roles.delete(event.data.role);
        return { ...state, roles };
      }
      case 'UserBlockedFromBooking':
        return state.status === 'registered' ? { ...state, blockedReason: event.data.reason } : state;
      case 'UserUnblockedFromBooking':
        return state.status === 'registered' ? { ...state, blockedReason: null } : state;
      case 'CustomerErased':
        return { status: 'erased', userId: event.data.userId, erasedAt: event.data.erasedAt };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status === 'registered') throw new IllegalUserStateError('User already registered');
        const events: UserDomainEvent[] = [
          {
            type: 'UserRegistered',
            data: { userId: command.userId, ...command.profile, phoneNumber: command.phoneNumber, registeredAt: at },
          },
        ];
        if (command.phoneVerified) {
          events.push({
            type: 'UserPhoneVerified',
            data: { userId: command.userId, phoneNumber: command.phoneNumber, verifiedAt: at },
          });
        }
        return events;
      }
      case 'VerifyPhone': {
        const user = registered(state);
        if (user.phoneVerified) return [];
        return [
          { type: 'UserPhoneVerified', data: { userId: user.userId, phoneNumber: user.phoneNumber, verifiedAt: at } },
        ];
      }
      case 'UpdateProfile': {
        const user = registered(state);
        const changed: Partial<Profile> = {};
        for (const key of ['firstName', 'lastName', 'email'] as const) {
          const value = command.changes[key];
          if (value !== undefined && value !== user.profile[key]) changed[key] = value;
        }
        if (Object.keys(changed).length === 0) return [];
        return [{ type: 'UserProfileUpdated', data: { userId: user.userId, ...changed, updatedAt: at } }];
      }
      case 'GrantRole': {
        const user = registered(state);
        if (user.roles.has(command.role)) return [];
        return [
          { type: 'UserRoleGranted', data: { userId: user.userId, role: command.role, reason: command.reason, at } },
        ];
      }
      case 'RevokeRole': {
        const user = registered(state);
        if (!user.roles.has(command.role)) return [];
        return [
          { type: 'UserRoleRevoked', data: { userId: user.userId, role: command.role, reason: command.reason, at } },
        ];
      }
      case 'BlockFromBooking': {
        const user = registered(state);
        if (user.blockedReason === command.reason) return [];
        return [{ type: 'UserBlockedFromBooking', data: { userId: user.userId, reason: command.reason, at } }];
      }
      case 'UnblockFromBooking': {
        const user = registered(state);
        if (user.blockedReason === null) return [];
        return [{ type: 'UserUnblockedFromBooking', data: { userId: user.userId, at } }];
      }
      case 'EraseCustomer': {
        if (state.status === 'erased') throw new IllegalUserStateError('This customer has already been erased.');
        const user = registered(state);
        if (user.roles.size > 0) {
          throw new IllegalUserStateError(
            'Staff accounts cannot be erased. Remove their admin or employee role first.',
          );
        }
        return [{ type: 'CustomerErased', data: { userId: user.userId, erasedAt: at, erasedBy: command.erasedBy } }];
      }
      default: {
        const _exhaustive: never = command;
        return [];
      }
    }
  },
};
