import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { bayDeviceDecider } from './bay-device.decider';
import { baySessionDecider, type BaySessionEvent, type CheckBaySession } from './bay-session.decider';

const bookingId = '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10';
const booking = {
  bookingId,
  bayId: 'bay-1',
  status: 'confirmed',
  startsAt: new Date('2026-12-03T22:00:00Z'),
  endsAt: new Date('2026-12-03T23:00:00Z'),
};
const at = (iso: string, over: Partial<typeof booking> = {}): CheckBaySession => ({
  booking: { ...booking, ...over },
  now: new Date(iso),
});
const data = (now: string, endsAt = '2026-12-03T23:00:00.000Z') => ({
  bookingId,
  bayId: 'bay-1',
  startsAt: '2026-12-03T22:00:00.000Z',
  endsAt,
  at: new Date(now).toISOString(),
});
const started: BaySessionEvent = { type: 'BaySessionStarted', data: data('2026-12-03T22:00:30Z') };
const warned: BaySessionEvent = { type: 'BaySessionFiveMinuteWarning', data: data('2026-12-03T22:55:10Z') };
const given = DeciderSpecification.for(baySessionDecider);

describe('a bay session', () => {
  it('starts when the booking time comes, not before', () => {
    given([]).when(at('2026-12-03T21:59:59Z')).thenNothingHappened();
    given([]).when(at('2026-12-03T22:00:30Z')).then(started);
  });

  it('is started once however often the job looks', () => {
    given([started]).when(at('2026-12-03T22:10:00Z')).thenNothingHappened();
  });

  it('is warned five minutes before the end, once per end time', () => {
    given([started]).when(at('2026-12-03T22:54:59Z')).thenNothingHappened();
    given([started]).when(at('2026-12-03T22:55:10Z')).then(warned);
    given([started, warned]).when(at('2026-12-03T22:57:00Z')).thenNothingHappened();
  });

  it('is warned again after an extension moved its end', () => {
    given([started, warned])
      .when(at('2026-12-03T23:25:00Z', { endsAt: new Date('2026-12-03T23:30:00Z') }))
      .then({ type: 'BaySessionFiveMinuteWarning', data: data('2026-12-03T23:25:00Z', '2026-12-03T23:30:00.000Z') });
  });

  it('starts and warns together when the job first looks in the last five minutes', () => {
    given([])
      .when(at('2026-12-03T22:56:00Z'))
      .then([
        { type: 'BaySessionStarted', data: data('2026-12-03T22:56:00Z') },
        { type: 'BaySessionFiveMinuteWarning', data: data('2026-12-03T22:56:00Z') },
      ]);
  });

  it('ends when its time is up, once', () => {
    const ended: BaySessionEvent = {
      type: 'BaySessionEnded',
      data: { ...data('2026-12-03T23:00:20Z'), reason: 'time_up' },
    };
    given([started, warned]).when(at('2026-12-03T23:00:20Z')).then(ended);
    given([started, warned, ended]).when(at('2026-12-03T23:01:00Z')).thenNothingHappened();
  });

  it('ends when the booking is cancelled during it, and records nothing for one never started', () => {
    given([started])
      .when(at('2026-12-03T22:20:00Z', { status: 'cancelled' }))
      .then({ type: 'BaySessionEnded', data: { ...data('2026-12-03T22:20:00Z'), reason: 'cancelled' } });
    given([])
      .when(at('2026-12-03T22:20:00Z', { status: 'cancelled' }))
      .thenNothingHappened();
    given([]).when(at('2026-12-03T23:10:00Z')).thenNothingHappened();
  });
});

describe('a bay device', () => {
  const deviceId = '0b5a4f43-8e0f-4b1e-9a53-2a5b9f7d1c11';
  const bayId = '4e1d2c3b-1a2b-4c5d-8e9f-0a1b2c3d4e5f';
  const now = new Date('2026-12-01T12:00:00Z');
  const pair = { type: 'PairDevice' as const, deviceId, bayId, name: 'Bay 1 screen', tokenHash: 'a'.repeat(64), now };
  const paired = bayDeviceDecider.decide(pair, bayDeviceDecider.initialState());
  const device = DeciderSpecification.for(bayDeviceDecider);

  it('is paired once with the hash of its token', () => {
    expect(paired).toEqual([
      {
        type: 'BayDevicePaired',
        data: { deviceId, bayId, name: 'Bay 1 screen', tokenHash: 'a'.repeat(64), pairedAt: now.toISOString() },
      },
    ]);
    device(paired).when(pair).thenThrows('This device is already paired.');
  });

  it('is revoked once, and only through its own bay', () => {
    const revoked = device(paired).when({ type: 'RevokeDevice', bayId, now }).stream();
    expect(revoked.at(-1)).toEqual({
      type: 'BayDeviceRevoked',
      data: { deviceId, bayId, revokedAt: now.toISOString() },
    });
    device(revoked).when({ type: 'RevokeDevice', bayId, now }).thenNothingHappened();
    device(paired).when({ type: 'RevokeDevice', bayId: 'another-bay', now }).thenThrows('No such device on this bay.');
    device([]).when({ type: 'RevokeDevice', bayId, now }).thenThrows('No such device on this bay.');
  });
});
