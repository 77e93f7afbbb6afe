import { supportChatRoutes } from '../api/routes/support/support-chat.routes';
import { supportApi } from '../api/routes/support/support.openapi';
import * as supportEvents from '../domain/support/support.events';
import { definitionsIn } from '../eventstore/events';
import { supportMessagesProjection } from '../projections/support/support-messages.projection';
import type { AppModule } from './module';
import * as m0103 from '../../migrations/0103_support_messages';

/** The support chat: customers write to the venue, staff answer from the inbox. */
export const supportModule: AppModule = {
  name: 'support',
  migrations: [['0103_support_messages', m0103]],
  openapi: supportApi,
  events: definitionsIn(supportEvents),
  projections: () => [supportMessagesProjection],
  routes: (ctx) => supportChatRoutes(ctx),
};
