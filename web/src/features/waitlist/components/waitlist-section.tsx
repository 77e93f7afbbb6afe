import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { leaveWaitlist, rangeLabel, useMyWaitlist, type WaitlistEntryView } from '../api/waitlist';

const STATUS: Record<WaitlistEntryView['status'], string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  booked: 'Booked',
  expired: 'Offer expired',
  declined: 'Declined',
  left: 'Left',
  removed: 'Removed',
};

const hours = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;

/** The account page's waitlist: each entry with its status, an open offer's link, and Leave. */
export function WaitlistSection() {
  const { entries, loaded, error, mutate } = useMyWaitlist();
  const [leaving, setLeaving] = useState<string | null>(null);

  const leave = async (entry: WaitlistEntryView) => {
    setLeaving(entry.entryId);
    try {
      await leaveWaitlist(entry.entryId);
      await mutate();
      toast({ title: 'Left the Waitlist', description: `${formatLongDate(entry.date)} is off your list.` });
    } catch (e) {
      toast({ title: 'Could Not Leave', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setLeaving(null);
    }
  };

  return (
    <section aria-labelledby="waitlist-title" className="stack" data-testid="my-waitlist">
      <h2 id="waitlist-title">Waitlist</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          We couldn&apos;t load your waitlist. Please try again.
        </p>
      ) : !loaded ? null : entries.length === 0 ? (
        <p className="muted">
          You&apos;re not waiting for any times. When a time you want is taken, choose &quot;Notify me&quot; in the
          booking window.
        </p>
      ) : (
        <ul className="booking-list waitlist-list">
          {entries.map((e) => (
            <li key={e.entryId} className="waitlist-entry" data-entry-id={e.entryId}>
              <div>
                <strong>{formatLongDate(e.date)}</strong>
                <div className="small">
                  {rangeLabel(e, formatTime12)} · {hours(e.duration)} · {e.bayName ?? 'Any bay'}
                </div>
                <StatusBadge status={e.status} label={STATUS[e.status]} />
                {e.status === 'offered' && e.offer ? (
                  <div className="small">
                    {e.offer.bayName ?? 'A bay'} at {formatTime12(e.offer.startTime.slice(0, 5))} is held for you.{' '}
                    <Link to={`/waitlist/offer/${e.offer.offerId}`}>Book it</Link>
                  </div>
                ) : null}
              </div>
              {e.status === 'waiting' || e.status === 'offered' ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={leaving === e.entryId}
                  onClick={() => void leave(e)}
                  aria-label={`Leave the waitlist for ${formatLongDate(e.date)}`}
                >
                  {leaving === e.entryId ? 'Leaving…' : 'Leave'}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
