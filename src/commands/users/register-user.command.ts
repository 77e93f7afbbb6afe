import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { contactClaimDecider, type ContactState } from '../../domain/users/contact-claim.decider';
import { userDecider, type Profile } from '../../domain/users/user.decider';
import { DuplicateAccountError } from '../../domain/users/user.errors';
import { emailStream, phoneStream, userStream, type ContactKind } from '../../domain/users/user.events';
import { handleCommand, loadState } from '../handle-command';

/** A reservation older than this whose user stream was never written is left over from a crash. */
const ORPHAN_AFTER_MS = 10 * 60 * 1000;

export interface RegisterUserInput {
  profile: Profile;
  phoneNumber: string;
  phoneVerified: boolean;
}

/**
 * Registers an account, one per phone number and one per email.
 *
 * Order: phone, then email, then the user stream. The phone is the account's key and the likelier
 * clash is caught first; when the email is taken the phone reservation is released again (a
 * ContactReleased event), so a failed sign-up leaves no claim behind and no user stream at all. The
 * claim decider treats a released value as free, so the first reservation of a value is a
 * no_stream append and a later one appends at the stream's revision. A crash between the steps
 * leaves a claim without a user; such a claim counts as free once it is ORPHAN_AFTER_MS old.
 */
export async function registerUser(
  ctx: AppContext,
  input: RegisterUserInput,
  metadata?: Partial<EventMetadata>,
): Promise<{ userId: string; position: string | null }> {
  const userId = randomUUID();
  const email = input.profile.email.trim().toLowerCase();
  await reserve(ctx, 'phone', input.phoneNumber, userId, metadata);
  try {
    await reserve(ctx, 'email', email, userId, metadata);
  } catch (error) {
    await release(ctx, 'phone', input.phoneNumber, userId, 'registration failed', metadata);
    throw error;
  }
  try {
    const result = await handleCommand({ store: ctx.store, metadata }, userStream(userId), userDecider, {
      type: 'RegisterUser',
      userId,
      profile: { ...input.profile, email: input.profile.email.trim() },
      phoneNumber: input.phoneNumber,
      phoneVerified: input.phoneVerified,
      now: ctx.now(),
    });
    return { userId, position: result.position };
  } catch (error) {
    await release(ctx, 'email', email, userId, 'registration failed', metadata);
    await release(ctx, 'phone', input.phoneNumber, userId, 'registration failed', metadata);
    throw error;
  }
}

function streamFor(kind: ContactKind, value: string): string {
  return kind === 'phone' ? phoneStream(value) : emailStream(value);
}

export async function reserve(
  ctx: AppContext,
  kind: ContactKind,
  value: string,
  userId: string,
  metadata?: Partial<EventMetadata>,
): Promise<void> {
  const stream = streamFor(kind, value);
  const command = { type: 'ReserveContact' as const, kind, value, userId, now: ctx.now() };
  try {
    await handleCommand({ store: ctx.store, metadata }, stream, contactClaimDecider, command);
  } catch (error) {
    if (!(error instanceof DuplicateAccountError)) throw error;
    const holder = await holderOf(ctx, kind, value);
    if (!holder || !(await isOrphan(ctx, holder))) throw error;
    await release(ctx, kind, value, holder.userId, 'orphaned reservation', metadata);
    await handleCommand({ store: ctx.store, metadata }, stream, contactClaimDecider, command);
  }
}

export async function release(
  ctx: AppContext,
  kind: ContactKind,
  value: string,
  userId: string,
  reason: string,
  metadata?: Partial<EventMetadata>,
): Promise<void> {
  await handleCommand({ store: ctx.store, metadata }, streamFor(kind, value), contactClaimDecider, {
    type: 'ReleaseContact',
    kind,
    value,
    userId,
    reason,
    now: ctx.now(),
  });
}

/** The user id holding a phone number or email, or null. */
export async function holderOf(
  ctx: AppContext,
  kind: ContactKind,
  value: string,
): Promise<{ userId: string; since: Date } | null> {
  const normalised = kind === 'email' ? value.trim().toLowerCase() : value;
  const { state } = await loadState<ContactState, never>(
    ctx.store,
    streamFor(kind, normalised),
    contactClaimDecider.evolve as never,
    contactClaimDecider.initialState(),
  );
  return state.status === 'held' ? { userId: state.userId, since: state.since } : null;
}

async function isOrphan(ctx: AppContext, holder: { userId: string; since: Date }): Promise<boolean> {
  if (ctx.now().getTime() - holder.since.getTime() < ORPHAN_AFTER_MS) return false;
  return !(await userExists(ctx, holder.userId));
}

export async function userExists(ctx: AppContext, userId: string): Promise<boolean> {
  for await (const _ of ctx.store.read(userStream(userId))) return true;
  return false;
}

/** The account registered with a phone number or email (a claim whose user stream exists), or null. */
export async function accountFor(
  ctx: AppContext,
  kind: ContactKind,
  value: string,
): Promise<{ userId: string } | null> {
  const holder = await holderOf(ctx, kind, value);
  return holder && (await userExists(ctx, holder.userId)) ? { userId: holder.userId } : null;
}

export const accountForPhone = (ctx: AppContext, phone: string) => accountFor(ctx, 'phone', phone);

/**
 * Whether a new account could take this phone number and email now (a sign-up checks before a code
 * is texted, so a taken email can be corrected at once). Registration still decides for real.
 */
export async function contactsAvailable(ctx: AppContext, phoneNumber: string, email: string): Promise<boolean> {
  for (const [kind, value] of [
    ['phone', phoneNumber],
    ['email', email],
  ] as const) {
    const holder = await holderOf(ctx, kind, value);
    if (holder && !(await isOrphan(ctx, holder))) return false;
  }
  return true;
}
