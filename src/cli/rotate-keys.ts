import { createAppContext } from '../app-context';
import { loadConfig } from '../config/env';
import { allVenueConfigs } from '../config/venues';
import { createLogger } from '../lib/logger';
import { parseEncryptionKeys } from '../lib/sealed-secret';
import { registerModules } from '../modules';
import { migrateLatest } from '../../migrations';
import { failCli } from './cli-error';
import { rotateSealedSecrets } from './key-rotation';

/**
 * npm run keys:rotate (in the image: node dist/src/cli/rotate-keys.js): after a new key was put first
 * in ENCRYPTION_KEY (`k2:new,k1:old`), seals the stored secrets again under it, in every venue.
 */
async function run(): Promise<void> {
  const base = loadConfig();
  const keys = parseEncryptionKeys(base.ENCRYPTION_KEY);
  if (!keys) throw new Error('ENCRYPTION_KEY is not set: there is no key to rotate to (see .env.example)');
  for (const config of allVenueConfigs(base)) {
    const ctx = await createAppContext(config, createLogger('warn', false, { quietConnectErrors: true }));
    try {
      await migrateLatest(ctx.knex);
      registerModules(ctx);
      const r = await rotateSealedSecrets(ctx);
      const venue = allVenueConfigs(base).length > 1 ? `venue ${config.VENUE_ID}: ` : '';
      console.log(
        `${venue}sealed again under key "${keys[0]!.id}": ${r.texts} queued text(s), ${r.doorSecret} door-system secret, ` +
          `${r.customerKeys} customer data key(s)`,
      );
      const { webhooks, calendarFeeds } = r.stillUnderOldKeys;
      if (webhooks + calendarFeeds > 0) {
        console.log(
          `${venue}${webhooks} webhook secret(s) and ${calendarFeeds} calendar-feed token(s) are sealed in their events ` +
            'under an older key: keep that key listed in ENCRYPTION_KEY (or re-create those webhooks and feeds)',
        );
      }
    } finally {
      await ctx.close();
    }
  }
}

run().catch((error) => failCli(error));
