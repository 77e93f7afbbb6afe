import type { RecordedEvent } from '../../eventstore/types';
import type { UserDomainEvent } from '../../domain/users/user.decider';
import { ERASED_NAME, userEventTypes } from '../../domain/users/user.events';
import type { Projection } from '../projection';
import { rowProjection, type RowModel } from '../row-fold';

const userRows: RowModel<UserDomainEvent & RecordedEvent> = {
  table: 'users',
  key: 'id',
  keyOf: (event) => event.data.userId,
  create(event) {
    if (event.type !== 'UserRegistered') return null;
    const d = event.data;
    return {
      id: d.userId,
      first_name: d.firstName,
      last_name: d.lastName,
      phone_number: d.phoneNumber,
      email: d.email,
      is_admin: false,
      is_employee: false,
      is_verified: false,
      blocked_from_booking: false,
      blocked_reason: null,
      blocked_at: null,
      created_at: d.registeredAt,
      updated_at: d.registeredAt,
    };
  },
  patch(event) {
    const at = event.metadata.occurredAt ?? event.createdAt.toISOString();
    switch (event.type) {
      case 'UserRegistered':
        return null;
      case 'UserPhoneVerified':
        return { set: { is_verified: true, updated_at: at } };
      case 'UserProfileUpdated': {
        const d = event.data;
        const set: Record<string, string> = { updated_at: d.updatedAt };
        if (d.firstName !== undefined) set.first_name = d.firstName;
        if (d.lastName !== undefined) set.last_name = d.lastName;
        if (d.email !== undefined) set.email = d.email;
        return { set };
      }
      case 'UserRoleGranted':
      case 'UserRoleRevoked': {
        const column = event.data.role === 'admin' ? 'is_admin' : 'is_employee';
        return { set: { [column]: event.type === 'UserRoleGranted', updated_at: at } };
      }
      case 'UserBlockedFromBooking':
        return {
          set: {
            blocked_from_booking: true,
            blocked_reason: event.data.reason,
            blocked_at: event.data.at,
            updated_at: at,
          },
        };
      case 'UserUnblockedFromBooking':
        return { set: { blocked_from_booking: false, blocked_reason: null, blocked_at: null, updated_at: at } };
      case 'CustomerErased':
        return {
          set: {
            first_name: ERASED_NAME.firstName,
            last_name: ERASED_NAME.lastName,
            email: null,
            phone_number: null,
            updated_at: event.data.erasedAt,
          },
        };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

/** The `users` read model. Credit balances are the credits projection's own table, joined on read. */
export const usersProjection: Projection = rowProjection({
  name: 'users',
  eventTypes: userEventTypes,
  model: userRows,
});
