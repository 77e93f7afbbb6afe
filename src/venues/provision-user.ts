import type { AppContext } from '../app-context';
import { adminPhones } from '../commands/users/admin-phones';
import { handleCommand } from '../commands/handle-command';
import { reserve, userExists } from '../commands/users/register-user.command';
import { userDecider } from '../domain/users/user.decider';
import { userStream } from '../domain/users/user.events';
import { grantRole } from '../commands/users/user-roles.command';
import { updateProfile } from '../commands/users/update-profile.command';
import { findUserById, findUserIdentity } from '../projections/users/users.queries';

/**
 * Makes a signed-in customer's account exist at a venue with the id it has at the default venue
 * (`identity`): same name, phone and email, phone verified, no roles. Roles are the venue's own: its
 * admin phones (the venue's adminPhones, else ADMIN_PHONES) become admins there, anyone else is
 * granted staff or admin by that venue's admins. A no-op when the account is there already.
 */
export class UserProvisioner {
  /** Accounts already present at a venue (this process saw them there): no lookup on each request. */
  private readonly present = new Map<string, Set<string>>();
  /** Copies under way, so a burst of a customer's first requests at a venue copies them once. */
  private readonly copying = new Map<string, Promise<void>>();

  constructor(private readonly identity: AppContext) {}

  async provision(venue: AppContext, userId: string): Promise<void> {
    if (venue === this.identity) return;
    const venueId = venue.config.VENUE_ID;
    let seen = this.present.get(venueId);
    if (!seen) this.present.set(venueId, (seen = new Set()));
    if (seen.has(userId)) return;
    const key = `${venueId}:${userId}`;
    let running = this.copying.get(key);
    if (!running) {
      const known = seen;
      running = copyAccount(venue, this.identity, userId)
        .then((done) => {
          if (done) known.add(userId);
        })
        .finally(() => this.copying.delete(key));
      this.copying.set(key, running);
    }
    await running;
  }

  /**
   * After the account's name or email changed (at the default venue, where accounts are kept): the
   * same change at every other venue that has the account, so each venue's lists and receipts agree.
   */
  async syncProfile(venues: AppContext[], userId: string): Promise<void> {
    const account = await findUserById(this.identity.knex, userId);
    if (!account) return;
    for (const venue of venues) {
      if (venue === this.identity) continue;
      try {
        const there = await findUserById(venue.knex, userId);
        if (!there) continue;
        const changes = Object.fromEntries(
          (['firstName', 'lastName', 'email'] as const)
            .filter((k) => there[k] !== account[k])
            .map((k) => [k, account[k]]),
        );
        if (Object.keys(changes).length === 0) continue;
        const { position } = await updateProfile(venue, userId, changes, { actor: 'system' });
        await venue.projections.waitFor(position, ['users']);
      } catch (err) {
        venue.logger.error({ err, userId }, 'could not copy a profile change to this venue');
      }
    }
  }
}

async function copyAccount(venue: AppContext, identity: AppContext, userId: string): Promise<boolean> {
  if (await findUserIdentity(venue.knex, userId)) return true;
  // Written by another process a moment ago (its read model catches up on its own).
  if (await userExists(venue, userId)) return true;
  const account = await findUserById(identity.knex, userId);
  if (!account) return false;
  const metadata = { actor: 'system' as const };
  const positions: Array<string | null> = [];
  // The venue's own claims on the phone and email, then the account under the same id. Unlike a
  // sign-up nothing is released on failure: a claim held by this id is this account's, whoever wrote it.
  await reserve(venue, 'phone', account.phoneNumber, userId, metadata);
  if (account.email) await reserve(venue, 'email', account.email.trim().toLowerCase(), userId, metadata);
  try {
    const created = await handleCommand({ store: venue.store, metadata }, userStream(userId), userDecider, {
      type: 'RegisterUser',
      userId,
      profile: { firstName: account.firstName, lastName: account.lastName, email: account.email },
      phoneNumber: account.phoneNumber,
      phoneVerified: true,
      now: venue.now(),
    });
    positions.push(created.position);
  } catch (error) {
    // Another process copied the account at the same moment: it is there, which is all that was asked.
    if (await userExists(venue, userId)) return true;
    throw error;
  }
  if (adminPhones(venue.config).has(account.phoneNumber)) {
    positions.push((await grantRole(venue, userId, 'admin', 'ADMIN_PHONES', metadata)).position);
  }
  for (const position of positions) await venue.projections.waitFor(position, ['users']);
  return true;
}
