import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const MyAccountRoute = lazyPage(
  () => import('./my-account'),
  (m) => m.MyAccountRoute,
);

const ApprovePaymentRoute = lazyPage(
  () => import('./approve-payment'),
  (m) => m.ApprovePaymentRoute,
);

/** The account pages. */
export const accountPages: FeatureManifest = {
  customerPages: [
    { path: '/my-account', page: MyAccountRoute, nav: { label: 'My Account', order: 5, audience: 'signed-in' } },
    { path: '/approve-payment/:approvalId', page: ApprovePaymentRoute },
  ],
};
