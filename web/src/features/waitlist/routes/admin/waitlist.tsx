import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatVenueTime } from '@/lib/venue-time';
import { rangeLabel, useAdminWaitlist, type AdminWaitlist } from '@/features/waitlist/api/waitlist';
import { useRemoveWaitlistEntry } from '@/features/waitlist/api/remove-waitlist-entry';

type Row = AdminWaitlist['entries'][number];

const clock = (iso: string) => formatVenueTime(iso);

function statusText(e: Row): string {
  switch (e.status) {
    case 'offered':
      return e.offer ? `Offered until ${clock(e.offer.expiresAt)}` : 'Offered';
    case 'expired':
      return 'Offer expired';
    default:
      return e.status.charAt(0).toUpperCase() + e.status.slice(1);
  }
}

/** /admin/waitlist: each day's line in join order with its status; an admin can remove an entry. */
export function WaitlistAdminPage() {
  const [date, setDate] = useState<string | null>(null);
  const { data, error } = useAdminWaitlist(date);
  const [removing, setRemoving] = useState<Row | null>(null);
  const day = date ?? data?.date ?? null;

  const remove = useRemoveWaitlistEntry(date);

  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Waitlist</h1>
      <div className="row">
        <label htmlFor="waitlist-date">Day</label>
        <input
          id="waitlist-date"
          type="date"
          className="input"
          value={day ?? ''}
          onChange={(e) => setDate(e.target.value || null)}
        />
      </div>
      {data && data.dates.length > 0 ? (
        <p className="small muted">
          Days with customers waiting:{' '}
          {data.dates.map((d, i) => (
            <span key={d.date}>
              {i > 0 ? ', ' : ''}
              <button type="button" className="btn-link" onClick={() => setDate(d.date)}>
                {formatLongDate(d.date)} ({d.waiting})
              </button>
            </span>
          ))}
        </p>
      ) : null}
      {error ? <p className="alert alert-error">The waitlist could not be loaded.</p> : null}
      {!data && !error ? <p className="muted">Loading…</p> : null}
      {data && data.entries.length === 0 ? <p className="muted">No one is on the waitlist for this day.</p> : null}
      {data && data.entries.length > 0 ? (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Waitlist for {day ? formatLongDate(day) : 'the day'}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Customer</th>
                <th scope="col">Times</th>
                <th scope="col">Bay</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.entryId} data-entry-id={e.entryId}>
                  <td data-label="#">{e.position ?? '–'}</td>
                  <td data-label="Customer">
                    {e.customerName ?? 'Customer'}
                    <div className="small muted">{e.phoneNumber}</div>
                  </td>
                  <td data-label="Times">
                    {rangeLabel(e, formatTime12)} · {e.duration} h
                  </td>
                  <td data-label="Bay">{e.offer?.bayName ?? e.bayName ?? 'Any bay'}</td>
                  <td data-label="Status">{statusText(e)}</td>
                  <td data-label="Actions">
                    {e.status === 'waiting' || e.status === 'offered' ? (
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRemoving(e)}>
                        Remove
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Remove from Waitlist"
          confirmLabel="Remove"
          destructive
          onConfirm={() => remove.trigger(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>
            Remove {removing.customerName ?? 'this customer'} from the waitlist? An open offer ends and its slot passes
            on.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
