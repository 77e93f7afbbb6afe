import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { handleCommand } from '../handle-command';
import { settingDecider } from '../../domain/catalog/catalog.deciders';
import { venueSettingsStream } from '../../domain/catalog/catalog.events';
import type { AdminNotifications, SystemSettings } from '../../domain/catalog/venue-settings';
import { CATALOG_PROJECTION } from '../../projections/catalog/catalog.projection';
import { invalidateCatalog } from '../../projections/catalog/catalog.queries';

type Metadata = Partial<EventMetadata>;

const systemDecider = settingDecider<SystemSettings, 'SystemSettingsSet'>('SystemSettingsSet');
const notificationsDecider = settingDecider<AdminNotifications, 'AdminNotificationsSet'>('AdminNotificationsSet');

/** Settings are read through the catalog snapshot: wait for the read model, then drop the cache. */
async function settle(ctx: AppContext, position: string | null): Promise<void> {
  await ctx.projections.waitFor(position, [CATALOG_PROJECTION]);
  invalidateCatalog(ctx);
}

export async function setSystemSettings(ctx: AppContext, value: SystemSettings, metadata?: Metadata) {
  const result = await handleCommand(
    { store: ctx.store, metadata },
    venueSettingsStream(ctx.config.VENUE_ID, 'system'),
    systemDecider,
    { value },
  );
  await settle(ctx, result.position);
  return { position: result.position };
}

export async function setAdminNotifications(ctx: AppContext, value: AdminNotifications, metadata?: Metadata) {
  const result = await handleCommand(
    { store: ctx.store, metadata },
    venueSettingsStream(ctx.config.VENUE_ID, 'admin_notifications'),
    notificationsDecider,
    { value },
  );
  await settle(ctx, result.position);
  return { position: result.position };
}
