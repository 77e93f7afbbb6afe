import { Dialog } from '@/components/ui/dialog';
import { useRevokeCalendarFeed } from '../api/calendar-feed-actions';

interface Props {
  onRevoked: () => void;
  onClose: () => void;
}

/** Confirms revoking the feed: the old link stops working everywhere it was added. */
export function RevokeFeedDialog({ onRevoked, onClose }: Props) {
  const revokeFeed = useRevokeCalendarFeed(onRevoked);
  const busy = revokeFeed.busy;
  const revoke = () => revokeFeed.trigger();
  return (
    <Dialog
      title="Revoke Calendar Feed?"
      onClose={() => !busy && onClose()}
      testId="revoke-feed-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Keep Feed
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void revoke()}>
            {busy ? 'Revoking...' : 'Revoke Feed'}
          </button>
        </div>
      }
    >
      <p>
        Calendars subscribed to this link will stop updating and your bookings will disappear from them. You can make a
        new link afterwards.
      </p>
    </Dialog>
  );
}
