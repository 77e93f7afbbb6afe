import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const SquareCustomerMappingPage = lazyPage(
  () => import('./admin/square-customer-mapping'),
  (m) => m.SquareCustomerMappingPage,
);
const PaymentSettingsPage = lazyPage(
  () => import('./admin/payment-settings'),
  (m) => m.PaymentSettingsPage,
);
const DisputesPage = lazyPage(
  () => import('./admin/disputes'),
  (m) => m.DisputesPage,
);
const PayoutsPage = lazyPage(
  () => import('./admin/payouts'),
  (m) => m.PayoutsPage,
);

/** The payments pages. */
export const paymentsPages: FeatureManifest = {
  adminPages: [
    {
      path: 'debug/square-customer-mapping',
      page: SquareCustomerMappingPage,
      sidebar: { label: 'Square Customer Mapping', group: 'System', order: 2 },
    },
    {
      path: 'disputes',
      page: DisputesPage,
      sidebar: { label: 'Disputes', group: 'Revenue', order: 8 },
    },
    {
      path: 'payouts',
      page: PayoutsPage,
      sidebar: { label: 'Payouts', group: 'Reports', order: 4 },
    },
    {
      path: 'payment-settings',
      page: PaymentSettingsPage,
      sidebar: { label: 'Payment Settings', group: 'Revenue', order: 7 },
    },
  ],
};
