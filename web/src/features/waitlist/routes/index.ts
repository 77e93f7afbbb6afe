import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// Widgets for other pages' slots, loaded when a page first shows them.
const NotifyMe = lazySlot(
  () => import('../components/notify-me'),
  (m) => m.NotifyMe,
);

const WaitlistSection = lazySlot(
  () => import('../components/waitlist-section'),
  (m) => m.WaitlistSection,
);

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
