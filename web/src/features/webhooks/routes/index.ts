import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const WebhooksPage = lazyPage(
  () => import('./admin/webhooks'),
  (m) => m.WebhooksPage,
);

/** The webhooks pages. */
export const webhooksPages: FeatureManifest = {
  adminPages: [{ path: 'webhooks', page: WebhooksPage, sidebar: { label: 'Webhooks', group: 'System', order: 4 } }],
};
