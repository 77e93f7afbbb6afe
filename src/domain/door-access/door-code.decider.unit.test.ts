import { decideDoorCode, evolveDoorCode, initialDoorCodeState, type SyncDoorCode } from './door-code.decider';

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
const given = (...cmds: SyncDoorCode[]) =>
  cmds.reduce((s, c) => decideDoorCode(s, c).reduce(evolveDoorCode, s), initialDoorCodeState);

describe('a booking door code', () => {
  it('is issued for a confirmed booking, valid from N minutes before the start to the end', () => {
    expect(decideDoorCode(initialDoorCodeState, cmd())).toEqual([
      {
        type: 'DoorCodeIssued',
        data: expect.objectContaining({
          code: '482913',
          validFrom: '2026-12-03T22:45:00.000Z',
          validUntil: '2026-12-04T01:00:00.000Z',
        }),
      },
    ]);
  });

  it('is not issued when door codes are off, for a pending booking, or after the booking ended', () => {
    expect(decideDoorCode(initialDoorCodeState, cmd({ enabled: false }))).toEqual([]);
    expect(decideDoorCode(initialDoorCodeState, cmd({ booking: { ...booking, status: 'pending' } }))).toEqual([]);
    expect(decideDoorCode(initialDoorCodeState, cmd({ now: new Date('2026-12-05T00:00:00Z') }))).toEqual([]);
  });

  it('keeps its code with a new window when the booking moves, and nothing changes when run again', () => {
    const moved = { ...booking, startsAt: new Date('2026-12-05T23:00:00Z'), endsAt: new Date('2026-12-06T00:00:00Z') };
    const state = given(cmd());
    expect(decideDoorCode(state, cmd())).toEqual([]);
    const events = decideDoorCode(state, cmd({ booking: moved }));
    expect(events).toEqual([
      {
        type: 'DoorCodeUpdated',
        data: expect.objectContaining({
          validFrom: '2026-12-05T22:45:00.000Z',
          validUntil: '2026-12-06T00:00:00.000Z',
        }),
      },
    ]);
    expect(events.reduce(evolveDoorCode, state)).toMatchObject({ status: 'active', code: '482913' });
  });

  it('is revoked when the booking is cancelled, and never issued again', () => {
    const cancelled = { ...booking, status: 'cancelled' };
    const state = given(cmd());
    expect(decideDoorCode(state, cmd({ booking: cancelled }))).toEqual([
      { type: 'DoorCodeRevoked', data: expect.objectContaining({ reason: 'cancelled' }) },
    ]);
    const revoked = given(cmd(), cmd({ booking: cancelled }));
    expect(decideDoorCode(revoked, cmd())).toEqual([]);
  });
});
