import type { AccountSummary } from '@contracts/account/account-summary';
import { formatMoney } from '@/lib/money';
import { formatPlainDate } from '@/lib/venue-time';
import { TabItems } from './tab-items';
import { TAB_STATUS_LABELS } from './tab-status';

/** My Account's bar tabs (the tabs area's account section): items, totals, status and the receipt's order. */
export function AccountTabs({ summary }: { summary: AccountSummary }) {
  const tabs = (summary.tabs ?? []).filter((t) => t.items.length > 0);
  if (tabs.length === 0) return null;
  return (
    <section aria-labelledby="tabs-title" className="stack">
      <h2 id="tabs-title">Bar Tabs</h2>
      {tabs.map((tab) => (
        <details key={tab.bookingId} className="card">
          <summary>
            {tab.date ? formatPlainDate(tab.date, { weekday: 'short', month: 'short', day: 'numeric' }) : ''}{' '}
            {tab.bayName ?? ''} — {formatMoney(tab.total)} — {TAB_STATUS_LABELS[tab.status]}
          </summary>
          <TabItems tab={tab} />
          {Number(tab.refunded) > 0 ? <p>Refunded: {formatMoney(tab.refunded)}</p> : null}
          {tab.orderId ? (
            <p className="muted">
              Receipt sent by text and email (order <code>{tab.orderId.slice(0, 8).toUpperCase()}</code>).
            </p>
          ) : null}
          {tab.failureReason && (tab.status === 'unpaid' || tab.status === 'needs_approval') ? (
            <p className="muted">Not charged: {tab.failureReason} Please pay at the desk.</p>
          ) : null}
        </details>
      ))}
    </section>
  );
}
