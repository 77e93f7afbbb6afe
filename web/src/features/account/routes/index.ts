import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const MyAccountRoute = lazyPage(
  () => import('./my-account'),
  (m) => m.MyAccountRoute,
);

/** The account pages. */
export const accountPages: FeatureManifest = {
  customerPages: [
    { path: '/my-account', page: MyAccountRoute, nav: { label: 'My Account', order: 5, audience: 'signed-in' } },
  ],
};
