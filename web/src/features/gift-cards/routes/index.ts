import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { GiftCardBalanceChecker } from '../components/gift-card-balance-checker';

const GiftCardsRoute = lazyPage(
  () => import('./gift-cards'),
  (m) => m.GiftCardsRoute,
);
const GiftCardsAdminPage = lazyPage(
  () => import('./admin/gift-cards'),
  (m) => m.GiftCardsAdminPage,
);

/** The gift-cards pages. */
export const giftCardsPages: FeatureManifest = {
  slots: { 'gift-cards.balance-checker': GiftCardBalanceChecker },
  customerPages: [
    { path: '/gift-cards', page: GiftCardsRoute, nav: { label: 'Gift Cards', order: 2, audience: 'everyone' } },
  ],
  adminPages: [
    { path: 'gift-cards', page: GiftCardsAdminPage, sidebar: { label: 'Gift Cards', group: 'Revenue', order: 4 } },
  ],
};
