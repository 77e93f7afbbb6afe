import type { Decider } from '../decider';
import { NotFoundError, ConflictError } from '../../lib/errors';
import type { BayCreatedData, BayUpdatedData, BusinessHoursSetData, CancellationPolicySetData } from './catalog.events';

type BayEvent = { type: 'BayCreated'; data: BayCreatedData } | { type: 'BayUpdated'; data: BayUpdatedData };
export type BayState = { status: 'none' } | ({ status: 'exists' } & BayCreatedData);
export type BayCommand = { type: 'CreateBay'; bay: BayCreatedData } | { type: 'UpdateBay'; changes: BayUpdatedData };

export const bayDecider: Decider<BayState, BayCommand, BayEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'BayCreated':
        return { status: 'exists', ...event.data };
      case 'BayUpdated': {
        if (state.status !== 'exists') return state;
        const patch = Object.fromEntries(Object.entries(event.data).filter(([, v]) => v !== undefined));
        return { ...state, ...patch };
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateBay':
        if (state.status === 'exists') throw new ConflictError('This bay already exists', 'CATALOG.BAY_EXISTS');
        return [{ type: 'BayCreated', data: command.bay }];
      case 'UpdateBay': {
        if (state.status === 'none') throw new NotFoundError('Bay not found', 'BOOKING.BAY_NOT_FOUND');
        const changed = Object.entries(command.changes).some(
          ([k, v]) => k !== 'bayId' && v !== undefined && (state as Record<string, unknown>)[k] !== v,
        );
        return changed ? [{ type: 'BayUpdated', data: command.changes }] : [];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

/** A settings stream whose latest value wins; identical sets are not recorded twice. */
export function settingDecider<T extends object, Type extends string>(
  type: Type,
): Decider<T | null, { value: T }, { type: Type; data: T }> {
  return {
    initialState: () => null,
    evolve: (_state, event) => event.data,
    decide: (command, state) =>
      state && JSON.stringify(state) === JSON.stringify(command.value) ? [] : [{ type, data: command.value }],
  };
}

export const businessHoursDecider = settingDecider<BusinessHoursSetData, 'BusinessHoursSet'>('BusinessHoursSet');
export const cancellationPolicyDecider = settingDecider<CancellationPolicySetData, 'CancellationPolicySet'>(
  'CancellationPolicySet',
);
