import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';
import { PastDueWarning } from '../components/past-due-warning';

// Widgets for other pages' slots, loaded when a page first shows them.
const MembershipPanel = lazySlot(
  () => import('../components/membership-panel'),
  (m) => m.MembershipPanel,
);

const MembershipsRoute = lazyPage(
  () => import('./memberships'),
  (m) => m.MembershipsRoute,
);
const MembershipSuccessRoute = lazyPage(
  () => import('./membership-success'),
  (m) => m.MembershipSuccessRoute,
);
const MembershipsAdminPage = lazyPage(
  () => import('./admin/memberships'),
  (m) => m.MembershipsAdminPage,
);

/** The memberships pages. */
export const membershipsPages: FeatureManifest = {
  slots: { 'memberships.panel': MembershipPanel, 'memberships.past-due-warning': PastDueWarning },
  customerPages: [
    { path: '/memberships', page: MembershipsRoute, nav: { label: 'Memberships', order: 1, audience: 'everyone' } },
    { path: '/membership-success', page: MembershipSuccessRoute },
  ],
  adminPages: [
    { path: 'memberships', page: MembershipsAdminPage, sidebar: { label: 'Memberships', group: 'Revenue', order: 1 } },
    { path: 'subscriptions', page: MembershipsAdminPage },
  ],
};
