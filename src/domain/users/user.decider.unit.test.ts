import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { contactClaimDecider, type ContactDomainEvent } from './contact-claim.decider';
import { userDecider, type UserDomainEvent } from './user.decider';
import { DuplicateAccountError, IllegalUserStateError } from './user.errors';

const now = new Date('2026-03-01T15:00:00Z');
const at = now.toISOString();
const userId = '6f1f7c1e-9d0a-4b7e-8a57-1a2b3c4d5e6f';
const otherId = '0b7f1e2d-3c4b-4a59-8e7f-6a5b4c3d2e1f';
const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

const given = DeciderSpecification.for(userDecider);
const registered: UserDomainEvent = {
  type: 'UserRegistered',
  data: { userId, ...profile, phoneNumber: '+12125550123', registeredAt: at },
};

describe('the user decider', () => {
  it('registers a user and marks the phone verified when the code was checked', () => {
    const events = given([])
      .when({ type: 'RegisterUser', userId, profile, phoneNumber: '+12125550123', phoneVerified: true, now })
      .decided();
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserPhoneVerified']);
    expect(events[0].data).toMatchObject({
      userId,
      email: 'ada@example.com',
      phoneNumber: '+12125550123',
      registeredAt: at,
    });
  });

  it('refuses to register the same user twice', () => {
    given(registered)
      .when({ type: 'RegisterUser', userId, profile, phoneNumber: '+12125550123', phoneVerified: false, now })
      .thenThrows(IllegalUserStateError);
  });

  it('grants a role once and revokes it once', () => {
    const grant = { type: 'GrantRole' as const, role: 'employee' as const, reason: 'hired', now };
    const granted: UserDomainEvent = {
      type: 'UserRoleGranted',
      data: { userId, role: 'employee', reason: 'hired', at },
    };
    given(registered).when(grant).then(granted);
    given([registered, granted]).when(grant).thenNothingHappened();
    const revoke = { type: 'RevokeRole' as const, role: 'employee' as const, reason: 'left', now };
    expect(given([registered, granted]).when(revoke).decided()).toHaveLength(1);
    given(registered).when(revoke).thenNothingHappened();
  });

  it('verifies a phone only once', () => {
    const verified = given(registered).when({ type: 'VerifyPhone', now }).decided();
    expect(verified).toHaveLength(1);
    given([registered, ...verified])
      .when({ type: 'VerifyPhone', now })
      .thenNothingHappened();
  });

  it('records only the profile fields that change', () => {
    given(registered)
      .when({ type: 'UpdateProfile', changes: { firstName: 'Ada', lastName: 'King' }, now })
      .then({ type: 'UserProfileUpdated', data: { userId, lastName: 'King', updatedAt: at } });
  });

  it('refuses commands for a user that does not exist', () => {
    given([]).when({ type: 'GrantRole', role: 'admin', reason: 'x', now }).thenThrows(IllegalUserStateError);
  });

  it('blocks an account from booking with a reason, and unblocks it; repeats change nothing', () => {
    const block = { type: 'BlockFromBooking' as const, reason: 'Repeated no-shows', now };
    const blocked: UserDomainEvent = {
      type: 'UserBlockedFromBooking',
      data: { userId, reason: 'Repeated no-shows', at },
    };
    given(registered).when(block).then(blocked);
    given([registered, blocked]).when(block).thenNothingHappened();
    const unblocked = given([registered, blocked]).when({ type: 'UnblockFromBooking', now }).decided();
    expect(unblocked.map((e) => e.type)).toEqual(['UserUnblockedFromBooking']);
    given(registered).when({ type: 'UnblockFromBooking', now }).thenNothingHappened();
    given([]).when(block).thenThrows(IllegalUserStateError);
  });

  it('erases a customer once, refuses staff, and answers nothing more for an erased account', () => {
    const erase = { type: 'EraseCustomer' as const, erasedBy: otherId, now };
    expect(given(registered).when(erase).decided()).toEqual([
      { type: 'CustomerErased', data: { userId, erasedAt: at, erasedBy: otherId } },
    ]);
    const erased: UserDomainEvent = { type: 'CustomerErased', data: { userId, erasedAt: at, erasedBy: otherId } };
    given([registered, erased]).when(erase).thenThrows(IllegalUserStateError);
    given([registered, erased])
      .when({ type: 'UpdateProfile', changes: { firstName: 'Back' }, now })
      .thenThrows(IllegalUserStateError);
    const staff: UserDomainEvent = { type: 'UserRoleGranted', data: { userId, role: 'employee', reason: 'hired', at } };
    given([registered, staff]).when(erase).thenThrows(IllegalUserStateError);
  });
});

describe('the contact claim decider', () => {
  const givenClaims = DeciderSpecification.for(contactClaimDecider);
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
    givenClaims([]).when(reserve(userId)).then(reserved);
  });

  it('refuses a value another account holds with the duplicate-account message', () => {
    givenClaims(reserved).when(reserve(otherId)).thenThrows(DuplicateAccountError);
    givenClaims(reserved)
      .when(reserve(otherId))
      .thenThrows(
        'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.',
      );
  });

  it('is idempotent for the holder and frees the value on release', () => {
    givenClaims(reserved).when(reserve(userId)).thenNothingHappened();
    const release = {
      type: 'ReleaseContact' as const,
      kind: 'phone' as const,
      value: '+12125550123',
      userId,
      reason: 'failed',
      now,
    };
    const released = givenClaims(reserved).when(release).decided();
    expect(released.map((e) => e.type)).toEqual(['ContactReleased']);
    expect(
      givenClaims([reserved, ...released])
        .when(reserve(otherId))
        .decided(),
    ).toHaveLength(1);
    givenClaims(reserved)
      .when({ ...release, userId: otherId })
      .thenNothingHappened();
  });
});
