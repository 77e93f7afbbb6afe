import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const TimeclockRoute = lazyPage(
  () => import('./timeclock'),
  (m) => m.TimeclockRoute,
);
const WorkforcePage = lazyPage(
  () => import('./admin/workforce'),
  (m) => m.WorkforcePage,
);

/** The staff pages. */
export const staffPages: FeatureManifest = {
  customerPages: [
    { path: '/timeclock', page: TimeclockRoute, nav: { label: 'Timeclock', order: 3, audience: 'staff' } },
  ],
  adminPages: [{ path: 'workforce', page: WorkforcePage, sidebar: { label: 'Workforce', group: 'Staff', order: 1 } }],
};
