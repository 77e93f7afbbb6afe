import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const DashboardPage = lazyPage(
  () => import('./admin/dashboard'),
  (m) => m.DashboardPage,
);

/** The dashboard pages. */
export const dashboardPages: FeatureManifest = {
  adminPages: [
    {
      path: '',
      page: DashboardPage,
      sidebar: { label: 'Dashboard', group: 'Today', order: 1 },
      nav: { label: 'Admin', order: 4, audience: 'admin' },
    },
  ],
};
