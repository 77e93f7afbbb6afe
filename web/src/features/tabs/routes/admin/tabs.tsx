import { useState } from 'react';
import { DESK_METHOD_LABELS, type StaffTabView } from '@contracts/tabs/tabs';
import { formatMoney } from '@/lib/money';
import { useAction } from '@/lib/use-action';
import { formatPlainDate, formatVenueTime } from '@/lib/venue-time';
import { chargeTabNow, refundTabLine, settleTab, STAFF_TABS_KEY, useStaffTabs } from '@/features/tabs/api/tabs';
import { TabItems } from '@/features/tabs/components/tab-items';
import { TAB_STATUS_LABELS } from '@/features/tabs/components/tab-status';

type DeskMethod = keyof typeof DESK_METHOD_LABELS;

function TabCard({ tab }: { tab: StaffTabView }) {
  const [method, setMethod] = useState<DeskMethod>('cash');
  const revalidate = [STAFF_TABS_KEY];
  const settle = useAction(STAFF_TABS_KEY, () => settleTab(tab.bookingId, method), {
    success: 'Tab Settled at the Desk',
    failure: 'Could Not Settle the Tab',
    revalidate,
  });
  const charge = useAction(STAFF_TABS_KEY, () => chargeTabNow(tab.bookingId), {
    success: (t) => ({
      title: t.status === 'charged' ? 'Tab Charged' : 'The Card Was Not Charged',
      description: t.failureReason ?? undefined,
    }),
    failure: 'Could Not Charge the Tab',
    revalidate,
  });
  const refund = useAction(STAFF_TABS_KEY, (lineId: string) => refundTabLine(tab.bookingId, lineId), {
    success: 'Line Refunded',
    failure: 'Could Not Refund the Line',
    revalidate,
  });
  const busy = settle.busy || charge.busy;
  const paid = tab.status === 'charged' || tab.status === 'settled';
  const time = tab.startsAt && tab.endsAt ? `${formatVenueTime(tab.startsAt)} – ${formatVenueTime(tab.endsAt)}` : '';
  return (
    <article className="card stack" aria-label={`Tab of ${tab.customerName ?? 'Guest'}`}>
      <header className="row">
        <strong>{tab.customerName ?? 'Guest'}</strong>
        <span>{tab.bayName ?? ''}</span>
        <span>
          {tab.date ? formatPlainDate(tab.date, { month: 'short', day: 'numeric' }) : ''} {time}
        </span>
        <span className="badge">{TAB_STATUS_LABELS[tab.status]}</span>
        <strong>{formatMoney(tab.total)}</strong>
      </header>
      {tab.failureReason ? <p className="muted">{tab.failureReason}</p> : null}
      <TabItems
        tab={tab}
        action={
          paid
            ? (item) =>
                Number(item.refunded) < Number(item.amount) ? (
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => refund.trigger(item.id)}
                    disabled={refund.busy}
                  >
                    Refund {item.name}
                  </button>
                ) : null
            : undefined
        }
      />
      {!paid ? (
        <div className="row">
          <label>
            Paid with{' '}
            <select value={method} onChange={(e) => setMethod(e.target.value as DeskMethod)}>
              {Object.entries(DESK_METHOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => settle.trigger()}>
            Settle at Desk
          </button>
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => charge.trigger()}>
            Charge Card Now
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** /admin/tabs: bar tabs still open, and those the card did not pay, with what staff can do about them. */
export function TabsAdminPage() {
  const { data: tabs, error } = useStaffTabs();
  return (
    <div className="stack">
      <h1>Tabs</h1>
      <p className="muted">
        Open tabs are charged to the card on file when the session ends; unpaid ones need the desk.
      </p>
      {error ? <p role="alert">Could not load the tabs.</p> : null}
      {!tabs ? (
        <p className="muted">Loading…</p>
      ) : tabs.length === 0 ? (
        <p className="muted">No open or unpaid tabs.</p>
      ) : (
        tabs.map((tab) => <TabCard key={tab.bookingId} tab={tab} />)
      )}
    </div>
  );
}
