import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// Widgets for other pages' slots, loaded when a page first shows them.
const EmployeeWeek = lazySlot(
  () => import('../components/employee-week'),
  (m) => m.EmployeeWeek,
);

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
  slots: { 'staff.employee-week': EmployeeWeek },
  customerPages: [
    { path: '/timeclock', page: TimeclockRoute, nav: { label: 'Timeclock', order: 3, audience: 'staff' } },
  ],
  adminPages: [{ path: 'workforce', page: WorkforcePage, sidebar: { label: 'Workforce', group: 'Staff', order: 1 } }],
};
