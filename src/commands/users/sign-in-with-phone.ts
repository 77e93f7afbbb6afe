import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { DuplicateAccountError } from '../../domain/users/user.errors';
import { AppError, ValidationError } from '../../lib/errors';
import type { UserState } from '../../domain/users/user.decider';
import { findUserById, type UserJson } from '../../projections/users/users.queries';
import { accountFor, accountForPhone, registerUser } from './register-user.command';
import { adminPhones } from './admin-phones';
import { grantRole, loadUser, verifyPhone } from './user-roles.command';
import { checkPhoneCode, consumePhoneCode, INVALID_CODE_MESSAGE } from './phone-codes';

export interface VerifyInput {
  phoneNumber: string;
  code: string;
  userInfo?: { firstName: string; lastName: string; email: string } | null;
}

/**
 * Checks the code, then signs in the phone's account or creates it from userInfo. The code is
 * used up only once everything else is known to be fine, so a caller who gets 'sign up first' or
 * a duplicate-email answer can correct the request without a new code.
 */
export async function verifyAndSignIn(
  ctx: AppContext,
  input: VerifyInput,
  metadata?: Partial<EventMetadata>,
): Promise<{ user: UserJson; created: boolean }> {
  const phone = input.phoneNumber;
  await checkPhoneCode(ctx, phone, input.code);
  const account = await accountForPhone(ctx, phone);
  if (account && input.userInfo) throw new DuplicateAccountError();
  if (!account && !input.userInfo) {
    throw new AppError('AUTH.NO_ACCOUNT', 'No account found for this phone number. Please sign up first.', 404);
  }
  if (!account && input.userInfo && (await accountFor(ctx, 'email', input.userInfo.email))) {
    throw new DuplicateAccountError();
  }
  if (!(await consumePhoneCode(ctx, phone, input.code))) {
    throw new ValidationError(INVALID_CODE_MESSAGE, 'AUTH.CODE_INVALID');
  }

  let userId: string;
  const positions: Array<string | null> = [];
  if (account) {
    userId = account.userId;
    positions.push((await verifyPhone(ctx, userId, metadata)).position);
  } else {
    const created = await registerUser(
      ctx,
      { profile: input.userInfo!, phoneNumber: phone, phoneVerified: true },
      metadata,
    );
    userId = created.userId;
    positions.push(created.position);
  }
  if (adminPhones(ctx.config).has(phone)) {
    positions.push((await grantRole(ctx, userId, 'admin', 'ADMIN_PHONES', { ...metadata, actor: 'system' })).position);
  }
  for (const position of positions) await ctx.projections.waitFor(position, ['users']);
  // The read model normally has the user by now; if it trails, answer from the user's own stream.
  const user = (await findUserById(ctx.knex, userId)) ?? userJsonFromStream(await loadUser(ctx, userId), ctx.now());
  return { user, created: !account };
}

function userJsonFromStream(state: UserState, now: Date): UserJson {
  if (state.status !== 'registered') throw new AppError('AUTH.NOT_READY', 'Please try again in a moment.', 503);
  return {
    id: state.userId,
    ...state.profile,
    phoneNumber: state.phoneNumber,
    isAdmin: state.roles.has('admin'),
    isEmployee: state.roles.has('employee'),
    isVerified: state.phoneVerified,
    credits: 0,
    membershipCredits: 0,
    loyaltyCredits: 0,
    loyaltyPoints: 0,
    membershipType: 'guest',
    profileImageUrl: null,
    createdAt: now.toISOString(),
  };
}
