import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { WaitlistSection } from '../components/waitlist-section';
import { NotifyMe } from '../components/notify-me';

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
  slots: { 'waitlist.my-entries': WaitlistSection, 'waitlist.notify-me': NotifyMe },
  customerPages: [{ path: '/waitlist/offer/:offerId', page: WaitlistOfferRoute }],
  adminPages: [{ path: 'waitlist', page: WaitlistAdminPage, sidebar: { label: 'Waitlist', group: 'Today', order: 5 } }],
};
