import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { revokeCalendarFeed } from '../api/calendar-feed';

interface Props {
  onRevoked: () => void;
  onClose: () => void;
}

/** Confirms revoking the feed: the old link stops working everywhere it was added. */
export function RevokeFeedDialog({ onRevoked, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeCalendarFeed();
      toast({ title: 'Calendar Feed Revoked', description: 'The old link no longer shows your bookings.' });
      onRevoked();
    } catch (e) {
      toast({ title: 'Feed Not Revoked', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
      setBusy(false);
    }
  };
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
