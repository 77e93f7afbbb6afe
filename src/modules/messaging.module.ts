import { Router } from 'express';
import { devSmsRoutes } from '../api/routes/messaging/dev-sms.routes';
import { messagingRoutes } from '../api/routes/messaging/messaging.routes';
import { sendBulkSms } from '../commands/messaging/bulk-sms.commands';
import * as messagingEvents from '../domain/messaging/messaging.events';
import { definitionsIn } from '../eventstore/events';
import { messagingSettingsProjection } from '../projections/messaging/messaging-settings.projection';
import { adminNotificationsReactor } from '../workers/messaging/admin-notifications.reactor';
import { sendAdminNotification } from '../workers/messaging/admin-notify.worker';
import { bulkSmsReactor } from '../workers/messaging/bulk-sms.reactor';
import { job, type AppModule } from './module';
import { messagingApi } from '../api/routes/messaging/messaging.openapi';
import * as m0801 from '../../migrations/0801_messaging';

/**
 * Two-way SMS and the inbox: inbound texts, STOP/START, canned responses, settings, templates, bulk
 * texts, and the admins' notifications.
 */
export const messagingModule: AppModule = {
  name: 'messaging',
  migrations: [['0801_messaging', m0801]],
  openapi: messagingApi,
  events: definitionsIn(messagingEvents),
  projections: (ctx) => [messagingSettingsProjection, bulkSmsReactor(ctx), adminNotificationsReactor(ctx)],
  jobs: (ctx) => [
    job('sms.bulk', ({ bulkId }) => sendBulkSms(ctx, bulkId), { attempts: 5, backoffMs: 2000 }),
    job('admin.notify', (payload) => sendAdminNotification(ctx, payload), { attempts: 5, backoffMs: 2000 }),
  ],
  routes: (ctx) => {
    const router = Router();
    router.use(messagingRoutes(ctx));
    if (ctx.config.DEV_TOOLS) router.use(devSmsRoutes(ctx));
    return router;
  },
};
