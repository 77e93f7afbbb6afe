import type { AppContext } from '../app-context';
import { adminPhones } from '../commands/users/admin-phones';
import { registerUser, userExists } from '../commands/users/register-user.command';
import { grantRole } from '../commands/users/user-roles.command';
import { findUserById, findUserIdentity } from '../projections/users/users.queries';

/** Accounts already present at a venue (this process saw them there): no lookup on each request. */
const present = new WeakMap<AppContext, Set<string>>();
/** Copies under way, so a burst of a customer's first requests at a venue copies them once. */
const copying = new Map<string, Promise<void>>();

/**
 * Makes the signed-in customer's account exist at `venue` with the id it has at the default venue
 * (`identity`): same name, phone and email, phone verified, no roles. Roles are the venue's own: its
 * admin phones (the venue's adminPhones, else ADMIN_PHONES) become admins there, anyone else is
 * granted staff or admin by that venue's admins. A no-op when the account is there already.
 */
export async function provisionUser(venue: AppContext, identity: AppContext, userId: string): Promise<void> {
  let seen = present.get(venue);
  if (!seen) present.set(venue, (seen = new Set()));
  if (seen.has(userId)) return;
  const key = `${venue.config.VENUE_ID}:${userId}`;
  let running = copying.get(key);
  if (!running) {
    running = copyAccount(venue, identity, userId)
      .then((done) => {
        if (done) seen.add(userId);
      })
      .finally(() => copying.delete(key));
    copying.set(key, running);
  }
  await running;
}

async function copyAccount(venue: AppContext, identity: AppContext, userId: string): Promise<boolean> {
  if (await findUserIdentity(venue.knex, userId)) return true;
  // Written by another process a moment ago (its read model catches up on its own).
  if (await userExists(venue, userId)) return true;
  const account = await findUserById(identity.knex, userId);
  if (!account) return false;
  const metadata = { actor: 'system' as const };
  const positions: Array<string | null> = [];
  const created = await registerUser(
    venue,
    {
      userId,
      profile: { firstName: account.firstName, lastName: account.lastName, email: account.email },
      phoneNumber: account.phoneNumber,
      phoneVerified: true,
    },
    metadata,
  );
  positions.push(created.position);
  if (adminPhones(venue.config).has(account.phoneNumber)) {
    positions.push((await grantRole(venue, userId, 'admin', 'ADMIN_PHONES', metadata)).position);
  }
  for (const position of positions) await venue.projections.waitFor(position, ['users']);
  return true;
}
