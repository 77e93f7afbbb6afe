import { job, type AppModule } from './module';
import { venueSettingsRoutes } from '../api/routes/catalog/venue-settings.routes';
import { adminNotificationsReactor } from '../workers/messaging/admin-notifications.reactor';
import { sendAdminNotification } from '../workers/messaging/admin-notify.worker';
import { setSystemSettings } from '../commands/catalog/venue-settings.commands';
import { venueSettingsStream } from '../domain/catalog/catalog.events';
import { DEFAULT_SYSTEM_SETTINGS } from '../domain/catalog/venue-settings';
import { venueSettingsApi } from '../api/routes/catalog/catalog.openapi';
import * as m0920 from '../../migrations/0920_admin_notifications';

/**
 * The venue's settings pages (system, admin notifications, door access; the settings events are the
 * catalog's, so the catalog read model holds them) and the reactor that notifies the admins.
 */
export const venueSettingsModule: AppModule = {
  name: 'venue-settings',
  migrations: [['0920_admin_notifications', m0920]],
  openapi: venueSettingsApi,
  projections: (ctx) => [adminNotificationsReactor(ctx)],
  jobs: (ctx) => [
    job('admin.notify', (payload) => sendAdminNotification(ctx, payload), { attempts: 5, backoffMs: 2000 }),
  ],
  routes: venueSettingsRoutes,
  seed: async (ctx) => {
    for await (const _event of ctx.store.read(venueSettingsStream(ctx.config.VENUE_ID, 'system'))) return;
    await setSystemSettings(ctx, { ...DEFAULT_SYSTEM_SETTINGS, venueName: ctx.config.VENUE_NAME }, { actor: 'system' });
  },
};
