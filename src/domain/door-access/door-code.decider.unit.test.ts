import { DeciderSpecification } from '../../../test/harness/decider-specification';
import type { Decider } from '../decider';
import {
  decideDoorCode,
  evolveDoorCode,
  initialDoorCodeState,
  type DoorCodeEvent,
  type DoorCodeState,
  type SyncDoorCode,
} from './door-code.decider';

const booking = {
  bookingId: '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
  bayId: 'bay-1',
  userId: 'user-1',
  status: 'confirmed',
  startsAt: new Date('2026-12-03T23:00:00Z'),
  endsAt: new Date('2026-12-04T01:00:00Z'),
};
const cmd = (over: Partial<SyncDoorCode> = {}): SyncDoorCode => ({
  booking,
  enabled: true,
  minutesBefore: 15,
  now: new Date('2026-12-01T12:00:00Z'),
  newCode: () => '482913',
  ...over,
});
// The door-code decider takes its state first; Emmett's takes the command first.
const doorCodeDecider: Decider<DoorCodeState, SyncDoorCode, DoorCodeEvent> = {
  initialState: () => initialDoorCodeState,
  evolve: evolveDoorCode,
  decide: (command, state) => decideDoorCode(state, command),
};
const given = DeciderSpecification.for(doorCodeDecider);
const issued = given([]).when(cmd()).stream();

describe('a booking door code', () => {
  it('is issued for a confirmed booking, valid from N minutes before the start to the end', () => {
    given([])
      .when(cmd())
      .then({
        type: 'DoorCodeIssued',
        data: expect.objectContaining({
          code: '482913',
          validFrom: '2026-12-03T22:45:00.000Z',
          validUntil: '2026-12-04T01:00:00.000Z',
        }),
      });
  });

  it('is not issued when door codes are off, for a pending booking, or after the booking ended', () => {
    given([])
      .when(cmd({ enabled: false }))
      .thenNothingHappened();
    given([])
      .when(cmd({ booking: { ...booking, status: 'pending' } }))
      .thenNothingHappened();
    given([])
      .when(cmd({ now: new Date('2026-12-05T00:00:00Z') }))
      .thenNothingHappened();
  });

  it('keeps its code with a new window when the booking moves, and nothing changes when run again', () => {
    const moved = { ...booking, startsAt: new Date('2026-12-05T23:00:00Z'), endsAt: new Date('2026-12-06T00:00:00Z') };
    given(issued).when(cmd()).thenNothingHappened();
    const move = given(issued).when(cmd({ booking: moved }));
    move.then({
      type: 'DoorCodeUpdated',
      data: expect.objectContaining({
        validFrom: '2026-12-05T22:45:00.000Z',
        validUntil: '2026-12-06T00:00:00.000Z',
      }),
    });
    expect(given(move.stream()).state()).toMatchObject({ status: 'active', code: '482913' });
  });

  it('is revoked when the booking is cancelled, and never issued again', () => {
    const cancelled = { ...booking, status: 'cancelled' };
    const cancel = given(issued).when(cmd({ booking: cancelled }));
    cancel.then({ type: 'DoorCodeRevoked', data: expect.objectContaining({ reason: 'cancelled' }) });
    given(cancel.stream()).when(cmd()).thenNothingHappened();
  });
});
