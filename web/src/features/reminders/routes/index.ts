import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const RemindersPage = lazyPage(
  () => import('./admin/reminders'),
  (m) => m.RemindersPage,
);

/** The reminders pages. */
export const remindersPages: FeatureManifest = {
  adminPages: [
    { path: 'reminders', page: RemindersPage, sidebar: { label: 'Reminders', group: 'Messaging', order: 5 } },
  ],
};
