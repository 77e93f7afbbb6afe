import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const WaitlistOfferRoute = lazyPage(
  () => import('./waitlist-offer'),
  (m) => m.WaitlistOfferRoute,
);
const WaitlistAdminPage = lazyPage(
  () => import('./admin/waitlist'),
  (m) => m.WaitlistAdminPage,
);

/** The waitlist pages. */
export const waitlistPages: FeatureManifest = {
  customerPages: [{ path: '/waitlist/offer/:offerId', page: WaitlistOfferRoute }],
  adminPages: [{ path: 'waitlist', page: WaitlistAdminPage, sidebar: { label: 'Waitlist', group: 'Today', order: 5 } }],
};
