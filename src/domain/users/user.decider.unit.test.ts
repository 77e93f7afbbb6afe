import { contactClaimDecider, type ContactDomainEvent } from './contact-claim.decider';
import { userDecider, type UserDomainEvent } from './user.decider';
import { DuplicateAccountError, IllegalUserStateError } from './user.errors';

const now = new Date('2026-03-01T15:00:00Z');
const at = now.toISOString();
const userId = '6f1f7c1e-9d0a-4b7e-8a57-1a2b3c4d5e6f';
const otherId = '0b7f1e2d-3c4b-4a59-8e7f-6a5b4c3d2e1f';
const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

const given = (events: UserDomainEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());
const registered: UserDomainEvent = {
  type: 'UserRegistered',
  data: { userId, ...profile, phoneNumber: '+12125550123', registeredAt: at },
};

describe('the user decider', () => {
  it('registers a user and marks the phone verified when the code was checked', () => {
    const events = userDecider.decide(
      { type: 'RegisterUser', userId, profile, phoneNumber: '+12125550123', phoneVerified: true, now },
      given([]),
    );
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserPhoneVerified']);
    expect(events[0].data).toMatchObject({
      userId,
      email: 'ada@example.com',
      phoneNumber: '+12125550123',
      registeredAt: at,
    });
  });

  it('refuses to register the same user twice', () => {
    const command = {
      type: 'RegisterUser' as const,
      userId,
      profile,
      phoneNumber: '+12125550123',
      phoneVerified: false,
      now,
    };
    expect(() => userDecider.decide(command, given([registered]))).toThrow(IllegalUserStateError);
  });

  it('grants a role once and revokes it once', () => {
    const grant = { type: 'GrantRole' as const, role: 'employee' as const, reason: 'hired', now };
    const granted = userDecider.decide(grant, given([registered]));
    expect(granted).toEqual([{ type: 'UserRoleGranted', data: { userId, role: 'employee', reason: 'hired', at } }]);
    expect(userDecider.decide(grant, given([registered, ...granted]))).toEqual([]);
    const revoke = { type: 'RevokeRole' as const, role: 'employee' as const, reason: 'left', now };
    expect(userDecider.decide(revoke, given([registered, ...granted]))).toHaveLength(1);
    expect(userDecider.decide(revoke, given([registered]))).toEqual([]);
  });

  it('verifies a phone only once', () => {
    const verified = userDecider.decide({ type: 'VerifyPhone', now }, given([registered]));
    expect(verified).toHaveLength(1);
    expect(userDecider.decide({ type: 'VerifyPhone', now }, given([registered, ...verified]))).toEqual([]);
  });

  it('records only the profile fields that change', () => {
    const events = userDecider.decide(
      { type: 'UpdateProfile', changes: { firstName: 'Ada', lastName: 'King' }, now },
      given([registered]),
    );
    expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId, lastName: 'King', updatedAt: at } }]);
  });

  it('refuses commands for a user that does not exist', () => {
    expect(() => userDecider.decide({ type: 'GrantRole', role: 'admin', reason: 'x', now }, given([]))).toThrow(
      IllegalUserStateError,
    );
  });

  it('blocks an account from booking with a reason, and unblocks it; repeats change nothing', () => {
    const block = { type: 'BlockFromBooking' as const, reason: 'Repeated no-shows', now };
    const blocked = userDecider.decide(block, given([registered]));
    expect(blocked).toEqual([{ type: 'UserBlockedFromBooking', data: { userId, reason: 'Repeated no-shows', at } }]);
    expect(userDecider.decide(block, given([registered, ...blocked]))).toEqual([]);
    const unblocked = userDecider.decide({ type: 'UnblockFromBooking', now }, given([registered, ...blocked]));
    expect(unblocked.map((e) => e.type)).toEqual(['UserUnblockedFromBooking']);
    expect(userDecider.decide({ type: 'UnblockFromBooking', now }, given([registered]))).toEqual([]);
    expect(() => userDecider.decide(block, given([]))).toThrow(IllegalUserStateError);
  });
});

describe('the contact claim decider', () => {
  const givenClaims = (events: ContactDomainEvent[]) =>
    events.reduce(contactClaimDecider.evolve, contactClaimDecider.initialState());
  const reserve = (id: string) => ({
    type: 'ReserveContact' as const,
    kind: 'phone' as const,
    value: '+12125550123',
    userId: id,
    now,
  });
  const reserved: ContactDomainEvent = {
    type: 'ContactReserved',
    data: { kind: 'phone', value: '+12125550123', userId, at },
  };

  it('reserves a free value', () => {
    expect(contactClaimDecider.decide(reserve(userId), givenClaims([]))).toEqual([reserved]);
  });

  it('refuses a value another account holds with the duplicate-account message', () => {
    expect(() => contactClaimDecider.decide(reserve(otherId), givenClaims([reserved]))).toThrow(DuplicateAccountError);
    expect(() => contactClaimDecider.decide(reserve(otherId), givenClaims([reserved]))).toThrow(
      'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.',
    );
  });

  it('is idempotent for the holder and frees the value on release', () => {
    expect(contactClaimDecider.decide(reserve(userId), givenClaims([reserved]))).toEqual([]);
    const release = {
      type: 'ReleaseContact' as const,
      kind: 'phone' as const,
      value: '+12125550123',
      userId,
      reason: 'failed',
      now,
    };
    const released = contactClaimDecider.decide(release, givenClaims([reserved]));
    expect(released.map((e) => e.type)).toEqual(['ContactReleased']);
    expect(contactClaimDecider.decide(reserve(otherId), givenClaims([reserved, ...released]))).toHaveLength(1);
    expect(contactClaimDecider.decide({ ...release, userId: otherId }, givenClaims([reserved]))).toEqual([]);
  });
});
