import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';

/** The user as the API answers it (GET /api/auth/phone-user, verify-code, admin lists). */
export interface UserJson {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  isAdmin: boolean;
  isEmployee: boolean;
  isVerified: boolean;
  credits: number;
  membershipCredits: number;
  loyaltyCredits: number;
  loyaltyPoints: number;
  membershipType: string;
  profileImageUrl: string | null;
  createdAt: string;
}

/** The identity and role fields of a `users` row (also what the session middleware loads). */
export type UserIdentity = Pick<
  UserJson,
  'id' | 'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'isAdmin' | 'isEmployee' | 'isVerified'
>;

export function toUserIdentity(row: Record<string, unknown>): UserIdentity {
  return {
    id: row.id as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    phoneNumber: row.phone_number as string,
    email: row.email as string,
    isAdmin: Boolean(row.is_admin),
    isEmployee: Boolean(row.is_employee),
    isVerified: Boolean(row.is_verified),
  };
}

export function toUserJson(row: Record<string, unknown>): UserJson {
  return {
    ...toUserIdentity(row),
    credits: Number(row.credits ?? 0),
    membershipCredits: Number(row.membership_credits ?? 0),
    loyaltyCredits: Number(row.loyalty_credits ?? 0),
    loyaltyPoints: Math.round((Number(row.loyalty_minutes ?? 0) / 60) * 10) / 10,
    membershipType: (row.membership_type as string) ?? 'guest',
    profileImageUrl: (row.profile_image_url as string | null) ?? null,
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

/** Users with their credit balances (the credits projection's table) and loyalty points (the loyalty projection's). */
function usersWithBalances(knex: Knex) {
  return knex('users')
    .leftJoin('user_credit_balances as b', 'b.user_id', 'users.id')
    .leftJoin('loyalty_accounts as l', 'l.user_id', 'users.id')
    .select(
      'users.*',
      'b.general as credits',
      'b.membership as membership_credits',
      'b.loyalty as loyalty_credits',
      'l.total_minutes as loyalty_minutes',
    );
}

export async function findUserById(knex: Knex, id: string): Promise<UserJson | null> {
  const row = await usersWithBalances(knex).where('users.id', id).first();
  return row ? toUserJson(row) : null;
}

export async function findUserByPhone(knex: Knex, e164: string): Promise<UserJson | null> {
  const row = await usersWithBalances(knex).where('users.phone_number', e164).first();
  return row ? toUserJson(row) : null;
}

/** Accounts for the admin, searched by name, email or phone, one page at a time (src/contracts/lists.ts). */
export async function listUsers(
  knex: Knex,
  options: ListParams & { search?: string },
): Promise<Page<UserJson & { totalCredits: number; blockedFromBooking: boolean }>> {
  const query = usersWithBalances(knex);
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q
        .whereILike('users.first_name', like)
        .orWhereILike('users.last_name', like)
        .orWhereILike('users.email', like)
        .orWhereILike('users.phone_number', like),
    );
  }
  return paged(knex, query, options, {
    sortable: { name: 'last_name', createdAt: 'created_at', email: 'email', phone: 'phone_number' },
    defaultSort: 'name',
    defaultOrder: 'asc',
    tiebreak: 'id',
    map: (row: Record<string, unknown>) => {
      const user = toUserJson(row);
      // The balance the customer's page and account show: every bucket (general, membership, loyalty).
      const totalCredits = user.credits + user.membershipCredits + user.loyaltyCredits;
      return { ...user, totalCredits, blockedFromBooking: Boolean(row.blocked_from_booking) };
    },
  });
}

/** Who a session belongs to (roles read on every request, so a role change applies at once). */
export async function findUserIdentity(knex: Knex, id: string): Promise<UserIdentity | null> {
  const row = await knex('users').where({ id }).first();
  return row ? toUserIdentity(row) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** Whether an admin stopped this account making new bookings. */
export async function isBlockedFromBooking(knex: Knex, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const row = await knex('users').where({ id: userId }).first('blocked_from_booking');
  return Boolean(row?.blocked_from_booking);
}
