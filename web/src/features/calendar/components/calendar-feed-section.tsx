import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useCalendarFeed, webcalUrl } from '../api/calendar-feed';
import { useCreateCalendarFeed } from '../api/calendar-feed-actions';
import { RevokeFeedDialog } from './revoke-feed-dialog';

/** The account page's "Calendar feed": make a private feed URL, copy or subscribe to it, revoke it. */
export function CalendarFeedSection() {
  const { feed, error, isLoading } = useCalendarFeed();
  const createFeed = useCreateCalendarFeed();
  const busy = createFeed.busy;
  const [confirming, setConfirming] = useState(false);
  const urlId = useId();

  const create = () => createFeed.trigger();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: 'Paste it into your calendar app as a subscription.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="stack calendar-feed">
      <h2 id="calendar-feed-title">Calendar Feed</h2>
      <p className="muted small">
        A private link your calendar app (Google, Apple, Outlook) subscribes to: your upcoming bookings and the last 30
        days appear and stay up to date, cancellations included. Anyone with the link can see your bookings, so keep it
        to yourself; revoke it at any time.
      </p>
      {error ? (
        <p className="alert alert-error" role="alert">
          We couldn&apos;t load your calendar feed. Please try again.
        </p>
      ) : isLoading || !feed ? (
        <Spinner label="Loading your calendar feed" />
      ) : !feed.exists ? (
        <div>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void create()}>
            {busy ? 'Creating...' : 'Create Calendar Feed'}
          </button>
        </div>
      ) : (
        <div className="stack">
          {feed.url ? (
            <>
              <label htmlFor={urlId} className="small">
                Your private feed link
              </label>
              <input
                id={urlId}
                className="input calendar-feed-url"
                readOnly
                value={feed.url}
                onFocus={(e) => e.currentTarget.select()}
              />
              <div className="row">
                <button type="button" className="btn btn-secondary" onClick={() => void copy(feed.url!)}>
                  Copy Link
                </button>
                <a className="btn btn-secondary" href={webcalUrl(feed.url)}>
                  Subscribe
                </a>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
                  Revoke Feed
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="small">
                Your feed is active, but its link can no longer be shown. Revoke it and make a new one.
              </p>
              <div>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
                  Revoke Feed
                </button>
              </div>
            </>
          )}
        </div>
      )}
      {confirming ? (
        <RevokeFeedDialog onRevoked={() => setConfirming(false)} onClose={() => setConfirming(false)} />
      ) : null}
    </section>
  );
}
