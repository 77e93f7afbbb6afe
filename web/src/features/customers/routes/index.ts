import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const CustomersPage = lazyPage(
  () => import('./admin/customers'),
  (m) => m.CustomersPage,
);
const CustomerDetailPage = lazyPage(
  () => import('./admin/customer-detail'),
  (m) => m.CustomerDetailPage,
);

/** The customers pages. */
export const customersPages: FeatureManifest = {
  adminPages: [
    { path: 'customers', page: CustomersPage, sidebar: { label: 'Customers', group: 'Today', order: 4 } },
    { path: 'customers/:userId', page: CustomerDetailPage },
  ],
};
