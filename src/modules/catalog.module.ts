import type { AppModule } from './module';
import { venueSettingsRoutes } from '../api/routes/catalog/venue-settings.routes';
import { setSystemSettings } from '../commands/catalog/venue-settings.commands';
import { venueSettingsStream } from '../domain/catalog/catalog.events';
import { DEFAULT_SYSTEM_SETTINGS } from '../domain/catalog/venue-settings';
import { venueSettingsApi } from '../api/routes/catalog/catalog.openapi';
import * as m0920 from '../../migrations/0920_admin_notifications';

/**
 * The venue's settings pages (system, admin notifications, door access; the settings events are the
 * catalog's, so the catalog read model holds them); the messaging module notifies the admins.
 */
export const venueSettingsModule: AppModule = {
  name: 'venue-settings',
  migrations: [['0920_admin_notifications', m0920]],
  openapi: venueSettingsApi,
  routes: venueSettingsRoutes,
  seed: async (ctx) => {
    for await (const _event of ctx.store.read(venueSettingsStream(ctx.config.VENUE_ID, 'system'))) return;
    await setSystemSettings(ctx, { ...DEFAULT_SYSTEM_SETTINGS, venueName: ctx.config.VENUE_NAME }, { actor: 'system' });
  },
};
