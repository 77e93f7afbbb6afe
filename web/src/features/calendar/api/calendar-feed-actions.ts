import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { CALENDAR_FEED_KEY, createCalendarFeed, revokeCalendarFeed } from './calendar-feed';

const failed = (title: string) => (e: unknown) => ({
  title,
  description: errorMessage(e, 'Please try again.'),
  variant: 'destructive' as const,
});

/** What the feed reads as once revoked. */
const NONE = { exists: false, url: null, createdAt: null };

/** Makes the private feed link: the answer becomes the feed shown; toasts "Calendar Feed Created". */
export function useCreateCalendarFeed() {
  const { mutate } = useSWRConfig();
  return useAction(`${CALENDAR_FEED_KEY}#create`, () => createCalendarFeed(), {
    success: () => ({ title: 'Calendar Feed Created', description: 'Add the link to your calendar app to subscribe.' }),
    onSuccess: async (feed) => {
      await mutate(CALENDAR_FEED_KEY, feed, { revalidate: false });
    },
    failure: failed('Feed Not Created'),
  });
}

/**
 * Revokes the feed link (it stops working everywhere): toasts "Calendar Feed Revoked", then `onRevoked`,
 * and the feed reads as none.
 */
export function useRevokeCalendarFeed(onRevoked: () => void) {
  const { mutate } = useSWRConfig();
  return useAction(`${CALENDAR_FEED_KEY}#revoke`, () => revokeCalendarFeed(), {
    success: () => ({ title: 'Calendar Feed Revoked', description: 'The old link no longer shows your bookings.' }),
    onSuccess: () => {
      onRevoked();
      void mutate(CALENDAR_FEED_KEY, NONE, { revalidate: false });
    },
    failure: failed('Feed Not Revoked'),
  });
}
