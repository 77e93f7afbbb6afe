import { z } from 'zod';
import { defineEvent, type EventOf } from '../../eventstore/events';

/** What an erased customer's personal fields read as (their key destroyed; see eventstore/personal-data.ts). */
export const ERASED_NAME = { firstName: 'Erased', lastName: 'customer' } as const;
const ownedByUser = (data: { userId: string }) => data.userId;

export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    registeredAt: z.string(),
  }),
  { personal: { owner: ownedByUser, fields: { ...ERASED_NAME, email: null, phoneNumber: null } } },
);
export const UserPhoneVerified = defineEvent(
  'UserPhoneVerified',
  z.object({ userId: z.uuid(), phoneNumber: z.string(), verifiedAt: z.string() }),
  { personal: { owner: ownedByUser, fields: { phoneNumber: null } } },
);
export const UserProfileUpdated = defineEvent(
  'UserProfileUpdated',
  z.object({
    userId: z.uuid(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    updatedAt: z.string(),
  }),
  { personal: { owner: ownedByUser, fields: { ...ERASED_NAME, email: null } } },
);
export const UserRole = z.enum(['admin', 'employee']);
export type UserRole = z.infer<typeof UserRole>;
export const UserRoleGranted = defineEvent(
  'UserRoleGranted',
  z.object({ userId: z.uuid(), role: UserRole, reason: z.string(), at: z.string() }),
);
export const UserRoleRevoked = defineEvent(
  'UserRoleRevoked',
  z.object({ userId: z.uuid(), role: UserRole, reason: z.string(), at: z.string() }),
);
/** An admin stops (or lets again) an account make new bookings; existing bookings stand. */
export const UserBlockedFromBooking = defineEvent(
  'UserBlockedFromBooking',
  z.object({ userId: z.uuid(), reason: z.string(), at: z.string() }),
);
export const UserUnblockedFromBooking = defineEvent(
  'UserUnblockedFromBooking',
  z.object({ userId: z.uuid(), at: z.string() }),
);
/**
 * An admin erased a customer on request: the customer's data key is destroyed with it (personal
 * fields of their events no longer decrypt) and read models show "Erased customer"; amounts and
 * dates stay for the books.
 */
export const CustomerErased = defineEvent(
  'CustomerErased',
  z.object({ userId: z.uuid(), erasedAt: z.string(), erasedBy: z.string() }),
);

/** `phone-<e164>` and `email-<lowercased>` streams: who holds a unique contact value. */
export const ContactKind = z.enum(['phone', 'email']);
export type ContactKind = z.infer<typeof ContactKind>;
export const ContactReserved = defineEvent(
  'ContactReserved',
  z.object({ kind: ContactKind, value: z.string(), userId: z.uuid(), at: z.string() }),
  { personal: { owner: ownedByUser, fields: { value: null } } },
);
export const ContactReleased = defineEvent(
  'ContactReleased',
  z.object({ kind: ContactKind, value: z.string(), userId: z.uuid(), reason: z.string(), at: z.string() }),
  { personal: { owner: ownedByUser, fields: { value: null } } },
);

export type UserEvent =
  | EventOf<typeof UserRegistered>
  | EventOf<typeof UserPhoneVerified>
  | EventOf<typeof UserProfileUpdated>
  | EventOf<typeof UserRoleGranted>
  | EventOf<typeof UserRoleRevoked>
  | EventOf<typeof UserBlockedFromBooking>
  | EventOf<typeof UserUnblockedFromBooking>
  | EventOf<typeof CustomerErased>;
export type ContactEvent = EventOf<typeof ContactReserved> | EventOf<typeof ContactReleased>;

export const userEventTypes = [
  UserRegistered.type,
  UserPhoneVerified.type,
  UserProfileUpdated.type,
  UserRoleGranted.type,
  UserRoleRevoked.type,
  UserBlockedFromBooking.type,
  UserUnblockedFromBooking.type,
  CustomerErased.type,
];

export const userStream = (userId: string) => `user-${userId}`;
export const phoneStream = (e164: string) => `phone-${e164}`;
export const emailStream = (email: string) => `email-${email.trim().toLowerCase()}`;
