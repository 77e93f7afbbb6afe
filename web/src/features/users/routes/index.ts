import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const PhoneLoginRoute = lazyPage(
  () => import('./phone-login'),
  (m) => m.PhoneLoginRoute,
);

/** The users pages. */
export const usersPages: FeatureManifest = {
  customerPages: [
    {
      path: '/phone-login',
      page: PhoneLoginRoute,
      nav: { label: 'Customer Login', order: 6, audience: 'visitor', className: 'nav-cta' },
    },
  ],
};
