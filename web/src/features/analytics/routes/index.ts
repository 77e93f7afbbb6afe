import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const AnalyticsPage = lazyPage(
  () => import('./admin/analytics'),
  (m) => m.AnalyticsPage,
);
const AnalyticsSimplePage = lazyPage(
  () => import('./admin/analytics-simple'),
  (m) => m.AnalyticsSimplePage,
);

/** The analytics pages. */
export const analyticsPages: FeatureManifest = {
  adminPages: [
    { path: 'analytics', page: AnalyticsPage, sidebar: { label: 'Analytics', group: 'Reports', order: 1 } },
    {
      path: 'analytics-simple',
      page: AnalyticsSimplePage,
      sidebar: { label: 'Analytics (Simple)', group: 'Reports', order: 2 },
    },
  ],
};
