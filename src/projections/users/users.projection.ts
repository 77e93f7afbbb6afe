import type { Knex } from 'knex';
import type { RecordedEvent } from '../../eventstore/types';
import type { UserDomainEvent } from '../../domain/users/user.decider';
import { userEventTypes } from '../../domain/users/user.events';
import type { Projection } from '../projection';

/** The `users` read model. Credit and loyalty columns belong to the credits/loyalty projections. */
export const usersProjection: Projection = {
  name: 'users',
  eventTypes: userEventTypes,
  // Not cleared on rebuild: the rows also carry the credits projection's columns, and every
  // event here is applied as an upsert or absolute update, so a replay converges to the same rows.
  tables: [],
  async apply(trx: Knex.Transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as UserDomainEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await trx('users')
          .insert({
            id: d.userId,
            first_name: d.firstName,
            last_name: d.lastName,
            phone_number: d.phoneNumber,
            email: d.email,
            created_at: d.registeredAt,
            updated_at: d.registeredAt,
          })
          .onConflict('id')
          .merge(['first_name', 'last_name', 'phone_number', 'email', 'created_at']);
        return;
      }
      case 'UserPhoneVerified':
        await trx('users').where({ id: event.data.userId }).update({ is_verified: true, updated_at: at });
        return;
      case 'UserProfileUpdated': {
        const d = event.data;
        const changes: Record<string, string> = { updated_at: d.updatedAt };
        if (d.firstName !== undefined) changes.first_name = d.firstName;
        if (d.lastName !== undefined) changes.last_name = d.lastName;
        if (d.email !== undefined) changes.email = d.email;
        await trx('users').where({ id: d.userId }).update(changes);
        return;
      }
      case 'UserRoleGranted':
      case 'UserRoleRevoked': {
        const column = event.data.role === 'admin' ? 'is_admin' : 'is_employee';
        await trx('users')
          .where({ id: event.data.userId })
          .update({ [column]: event.type === 'UserRoleGranted', updated_at: at });
        return;
      }
      default: {
        const _exhaustive: never = event;
      }
    }
  },
};
