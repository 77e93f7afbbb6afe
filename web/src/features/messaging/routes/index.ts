import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const MessagesPage = lazyPage(
  () => import('./admin/messages'),
  (m) => m.MessagesPage,
);
const NotificationsPage = lazyPage(
  () => import('./admin/notifications'),
  (m) => m.NotificationsPage,
);
const MessageTemplatesPage = lazyPage(
  () => import('./admin/message-templates'),
  (m) => m.MessageTemplatesPage,
);

/** The messaging pages. */
export const messagingPages: FeatureManifest = {
  adminPages: [
    { path: 'messages', page: MessagesPage, sidebar: { label: 'Messages', group: 'Today', order: 6 } },
    {
      path: 'notifications',
      page: NotificationsPage,
      sidebar: { label: 'Notifications', group: 'Messaging', order: 7 },
    },
    {
      path: 'message-templates',
      page: MessageTemplatesPage,
      sidebar: { label: 'Message Templates', group: 'Messaging', order: 4 },
    },
  ],
};
