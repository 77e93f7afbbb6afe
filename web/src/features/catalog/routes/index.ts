import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const BayManagementPage = lazyPage(
  () => import('./admin/bay-management'),
  (m) => m.BayManagementPage,
);
const GlobalBusinessHoursPage = lazyPage(
  () => import('./admin/global-business-hours'),
  (m) => m.GlobalBusinessHoursPage,
);
const CancellationPolicyPage = lazyPage(
  () => import('./admin/cancellation-policy'),
  (m) => m.CancellationPolicyPage,
);
const SystemSettingsPage = lazyPage(
  () => import('./admin/system-settings'),
  (m) => m.SystemSettingsPage,
);

/** The catalog pages. */
export const catalogPages: FeatureManifest = {
  adminPages: [
    { path: 'bay-management', page: BayManagementPage, sidebar: { label: 'Bay Management', group: 'Venue', order: 1 } },
    {
      path: 'global-business-hours',
      page: GlobalBusinessHoursPage,
      sidebar: { label: 'Business Hours', group: 'Venue', order: 2 },
    },
    {
      path: 'cancellation-policy',
      page: CancellationPolicyPage,
      sidebar: { label: 'Cancellation Policy', group: 'Venue', order: 3 },
    },
    {
      path: 'system-settings',
      page: SystemSettingsPage,
      sidebar: { label: 'System Settings', group: 'System', order: 1 },
    },
  ],
};
