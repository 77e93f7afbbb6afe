import type { z } from 'zod';
import type { Decider } from '../decider';
import { type ContactReleased, type ContactReserved, type ContactKind } from './user.events';
import { DuplicateAccountError } from './user.errors';

type E<D extends { type: string; schema: z.ZodType }> = { type: D['type']; data: z.output<D['schema']> };
export type ContactDomainEvent = E<typeof ContactReserved> | E<typeof ContactReleased>;

/**
 * Who holds a phone number or an email. The first reservation appends to a stream that does not
 * exist yet (expected no_stream), so two sign-ups racing for one value cannot both win.
 */
export type ContactState =
  { status: 'free' } | { status: 'held'; userId: string; since: Date } | { status: 'released' };

export type ContactCommand =
  | { type: 'ReserveContact'; kind: ContactKind; value: string; userId: string; now: Date }
  | { type: 'ReleaseContact'; kind: ContactKind; value: string; userId: string; reason: string; now: Date };

export const contactClaimDecider: Decider<ContactState, ContactCommand, ContactDomainEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'ContactReserved':
        return { status: 'held', userId: event.data.userId, since: new Date(event.data.at) };
      case 'ContactReleased':
        return { status: 'released' };
      default: {
        const _exhaustive: never = event;
        return _state;
      }
    }
  },
  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'ReserveContact':
        if (state.status === 'held') {
          if (state.userId === command.userId) return [];
          throw new DuplicateAccountError();
        }
        return [
          { type: 'ContactReserved', data: { kind: command.kind, value: command.value, userId: command.userId, at } },
        ];
      case 'ReleaseContact':
        if (state.status !== 'held' || state.userId !== command.userId) return [];
        return [
          {
            type: 'ContactReleased',
            data: { kind: command.kind, value: command.value, userId: command.userId, reason: command.reason, at },
          },
        ];
      default: {
        const _exhaustive: never = command;
        return [];
      }
    }
  },
};
