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

/** The payments pages. */
export const paymentsPages: FeatureManifest = {
  adminPages: [
    {
      path: 'debug/square-customer-mapping',
      page: SquareCustomerMappingPage,
      sidebar: { label: 'Square Customer Mapping', group: 'System', order: 2 },
    },
    {
      path: 'payment-settings',
      page: PaymentSettingsPage,
      sidebar: { label: 'Payment Settings', group: 'Revenue', order: 7 },
    },
  ],
};
