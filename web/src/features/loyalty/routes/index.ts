import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';
import { LoyaltyCard } from '../components/loyalty-card';

// Widgets for other pages' slots, loaded when a page first shows them.
const LoyaltyTab = lazySlot(
  () => import('../components/loyalty-tab'),
  (m) => m.LoyaltyTab,
);

const LoyaltyAdminPage = lazyPage(
  () => import('./admin/loyalty'),
  (m) => m.LoyaltyAdminPage,
);

/** The loyalty pages. */
export const loyaltyPages: FeatureManifest = {
  slots: { 'loyalty.tab': LoyaltyTab, 'loyalty.card': LoyaltyCard },
  adminPages: [{ path: 'loyalty', page: LoyaltyAdminPage, sidebar: { label: 'Loyalty', group: 'Revenue', order: 3 } }],
};
