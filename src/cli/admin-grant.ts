import { createAppContext } from '../app-context';
import { grantRole, revokeRole } from '../commands/users/user-roles.command';
import { accountForPhone } from '../commands/users/register-user.command';
import { loadConfig } from '../config/env';
import { allVenueConfigs, defaultVenueId } from '../config/venues';
import { toE164 } from '../lib/phone-number';
import { siteUrl } from '../lib/site-url';
import type { UserRole } from '../domain/users/user.events';
import { createLogger } from '../lib/logger';
import { registerModules } from '../modules';
import { migrateLatest } from '../../migrations';
import { failCli } from './cli-error';

/**
 * npm run admin:grant -- +12125550199 [--role=employee] [--revoke] [--venue=<id>]
 * Grants (or revokes) a role to the account holding that phone number. Roles are per venue: with
 * VENUES set, --venue names the venue (default: the default venue); the account must have used it.
 */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const phoneArg = args.find((a) => !a.startsWith('--'));
  const role = (args.find((a) => a.startsWith('--role='))?.split('=')[1] ?? 'admin') as UserRole;
  const revoke = args.includes('--revoke');
  if (!phoneArg || !['admin', 'employee'].includes(role)) {
    throw new Error(
      'Usage: npm run admin:grant -- <phone> [--role=admin|employee] [--revoke] [--venue=<id>]\n' +
        '  e.g. npm run admin:grant -- +12125550199 --role=employee',
    );
  }
  const phone = toE164(phoneArg);
  if (!phone) throw new Error(`Not a valid phone number: ${phoneArg} (sign-in would refuse it; e.g. +12125550199)`);
  const venueArg = args.find((a) => a.startsWith('--venue='))?.split('=')[1];
  const base = loadConfig();
  const configs = allVenueConfigs(base);
  const config = configs.find((c) => c.VENUE_ID === (venueArg ?? defaultVenueId(base)));
  if (!config) throw new Error(`No venue ${venueArg}: VENUES lists ${configs.map((c) => c.VENUE_ID).join(', ')}`);
  const ctx = await createAppContext(config, createLogger('warn', false, { quietConnectErrors: true }));
  try {
    await migrateLatest(ctx.knex);
    registerModules(ctx);
    const holder = await accountForPhone(ctx, phone);
    if (!holder) {
      throw new Error(
        `No account uses ${phone}. An account is made by signing in once: have its holder sign in with ` +
          `${phone} at ${siteUrl(ctx, '/phone-login')} (a code is texted to it), then run this again. ` +
          'Or list the number in ADMIN_PHONES: it becomes an admin at its first sign-in.',
      );
    }
    const metadata = { actor: 'system' as const };
    const result = revoke
      ? await revokeRole(ctx, holder.userId, role, 'admin:grant CLI', metadata)
      : await grantRole(ctx, holder.userId, role, 'admin:grant CLI', metadata);
    const verb = revoke ? 'revoked from' : 'granted to';
    console.log(
      result.events.length ? `${role} ${verb} ${phone} (user ${holder.userId})` : `nothing to change for ${phone}`,
    );
  } finally {
    await ctx.close();
  }
}

run().catch((error) => failCli(error));
