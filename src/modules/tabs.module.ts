import { tabsApi } from '../api/routes/tabs/tabs.openapi';
import { tabsRoutes } from '../api/routes/tabs/tabs.routes';
import { closeEndedTabs } from '../commands/tabs/close-tab';
import { seedDemoMenu } from '../commands/tabs/menu.commands';
import { barTabLine } from '../commands/tabs/tab-line';
import { menuItemAuditSubject, tabAuditSubject, tabDescribers } from '../commands/tabs/tabs.audit';
import * as tabsEvents from '../domain/tabs/tabs.events';
import { definitionsIn } from '../eventstore/events';
import { tabsProjection } from '../projections/tabs/tabs.projection';
import { tabsAccountSection } from '../projections/tabs/tabs.account';
import { unpaidTabsAlert } from '../projections/tabs/tabs.alerts';
import '../workers/tabs/tabs-jobs';
import { job, type AppModule } from './module';
import * as m1260 from '../../migrations/1260_tabs';

/**
 * Bar tabs: the venue's menu, a tab per booking run up by its customer (from 30 minutes before the
 * start to the end) or staff, charged to the card on file through the paid order when the session
 * ends (or settled at the desk), refunded line by line the way it was paid.
 */
export const tabsModule: AppModule = {
  name: 'tabs',
  migrations: [['1260_tabs', m1260]],
  openapi: tabsApi,
  events: definitionsIn(tabsEvents),
  projections: () => [tabsProjection],
  jobs: (ctx) => [job('tabs.close-ended', async () => void (await closeEndedTabs(ctx)), { attempts: 1 })],
  schedules: () => [
    { id: 'tabs-close-ended', every: { everyMs: 60_000 }, job: { name: 'tabs.close-ended', payload: {} } },
  ],
  orderLines: () => [barTabLine],
  auditDescribers: [tabDescribers],
  auditSubjects: [tabAuditSubject, menuItemAuditSubject],
  alerts: [unpaidTabsAlert],
  accountSections: [tabsAccountSection],
  routes: tabsRoutes,
  seed: seedDemoMenu,
};
