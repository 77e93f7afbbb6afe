import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { SupportButton } from '@/components/support-chat/support-button';

const CannedResponsesPage = lazyPage(
  () => import('./admin/canned-responses'),
  (m) => m.CannedResponsesPage,
);

/** The support pages, and the support button on every customer page. */
export const supportPages: FeatureManifest = {
  customerShell: [SupportButton],
  adminPages: [
    {
      path: 'canned-responses',
      page: CannedResponsesPage,
      sidebar: { label: 'Canned Responses', group: 'Messaging', order: 6 },
    },
  ],
};
