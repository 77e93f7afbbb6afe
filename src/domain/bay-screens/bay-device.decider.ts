import type { DecidedEvent, EventOf } from '../../eventstore/events';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Decider } from '../decider';
import type { BayDevicePaired, BayDeviceRevoked } from './bay-screens.events';

export type BayDeviceEvent = DecidedEvent<EventOf<typeof BayDevicePaired> | EventOf<typeof BayDeviceRevoked>>;

export type BayDeviceState =
  { status: 'none' } | { status: 'paired' | 'revoked'; deviceId: string; bayId: string; name: string };

export type BayDeviceCommand =
  | { type: 'PairDevice'; deviceId: string; bayId: string; name: string; tokenHash: string; now: Date }
  | { type: 'RevokeDevice'; bayId: string; now: Date };

export class BayDeviceNotFoundError extends NotFoundError {
  constructor() {
    super('No such device on this bay.', 'BAY_DEVICE.NOT_FOUND');
  }
}

/**
 * A bay device: paired once (its id and token hash never change), revoked once. A device of another
 * bay is not found through this one; revoking twice changes nothing.
 */
export const bayDeviceDecider: Decider<BayDeviceState, BayDeviceCommand, BayDeviceEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'BayDevicePaired':
        return { status: 'paired', deviceId: event.data.deviceId, bayId: event.data.bayId, name: event.data.name };
      case 'BayDeviceRevoked':
        return state.status === 'none' ? state : { ...state, status: 'revoked' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'PairDevice': {
        if (state.status !== 'none') throw new ConflictError('This device is already paired.', 'BAY_DEVICE.EXISTS');
        const { deviceId, bayId, name, tokenHash } = command;
        return [{ type: 'BayDevicePaired', data: { deviceId, bayId, name, tokenHash, pairedAt: at } }];
      }
      case 'RevokeDevice':
        if (state.status === 'none' || state.bayId !== command.bayId) throw new BayDeviceNotFoundError();
        if (state.status === 'revoked') return [];
        return [{ type: 'BayDeviceRevoked', data: { deviceId: state.deviceId, bayId: state.bayId, revokedAt: at } }];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
