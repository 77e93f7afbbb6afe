import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { loadable, whenLoaded } from '@/lib/loadable';

/** Shown above admin pages only: its code stays out of the customer's pages. */
const SystemAlerts = whenLoaded(loadable(() => import('../components/system-alerts').then((m) => m.SystemAlerts)));

const QueuesPage = lazyPage(
  () => import('./admin/queues'),
  (m) => m.QueuesPage,
);
const ProjectionsPage = lazyPage(
  () => import('./admin/projections'),
  (m) => m.ProjectionsPage,
);

/** The system pages, and the system alerts above every admin page. */
export const systemPages: FeatureManifest = {
  adminShell: [SystemAlerts],
  adminPages: [
    { path: 'queues', page: QueuesPage, sidebar: { label: 'Queues', group: 'System', order: 3 } },
    { path: 'projections', page: ProjectionsPage, sidebar: { label: 'Projections', group: 'System', order: 5 } },
  ],
};
