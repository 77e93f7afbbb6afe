import type { SubscriptionRow } from '@contracts/memberships/memberships';
import { HistoryPanel } from '@/components/admin/history-panel';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useCancelSubscription } from '@/features/memberships/api/cancel-subscription';
import type { MembershipPlanView } from '@/lib/memberships';
import { useRetryRenewal } from '@/features/memberships/api/retry-renewal';
import { PLANS_ADMIN_KEY } from '@/features/memberships/api/save-plan';
import { PlanEditor } from '@/features/memberships/components/plan-editor';
import { api, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatVenueDate, formatVenueDateTime } from '@/lib/venue-time';

const day = (iso: string) => formatVenueDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

const STATUS_LABEL: Record<SubscriptionRow['status'], string> = {
  active: 'Active',
  past_due: 'Past Due',
  ended: 'Ended',
};

function Plans() {
  const { data: plans } = useSWR(PLANS_ADMIN_KEY, (k: string) => api.get<MembershipPlanView[]>(k));
  const [editing, setEditing] = useState<MembershipPlanView | 'new' | null>(null);
  return (
    <section className="card stack" aria-labelledby="plans-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="plans-title" style={{ margin: 0 }}>
          Plans
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          New Plan
        </button>
      </div>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">Membership plans</caption>
          <thead>
            <tr>
              {['Plan', 'Monthly', 'Off per hour', 'Credits', 'Days ahead', 'Status', ''].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(plans ?? []).map((p) => (
              <tr key={p.id}>
                <td data-label="Plan">{p.name}</td>
                <td data-label="Monthly">{formatMoney(p.monthlyFee)}</td>
                <td data-label="Off per hour">{formatMoney(p.discountAmount)}</td>
                <td data-label="Credits">{p.freeCreditsPerMonth}</td>
                <td data-label="Days ahead">{p.advanceBookingDays}</td>
                <td data-label="Status">{p.isActive ? 'Offered' : 'Hidden'}</td>
                <td data-label="Actions">
                  <button type="button" className="btn btn-secondary" onClick={() => setEditing(p)}>
                    Edit <span className="visually-hidden">{p.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <PlanEditor
          plan={editing === 'new' ? null : editing}
          onSaved={() => setEditing(null)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function Subscriptions() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [cancelling, setCancelling] = useState<SubscriptionRow | null>(null);
  const [history, setHistory] = useState<SubscriptionRow | null>(null);
  const retry = useRetryRenewal();
  const cancel = useCancelSubscription();

  const columns: Column<SubscriptionRow>[] = [
    {
      header: 'Customer',
      render: (r) => (
        <>
          {r.customerName}
          <br />
          <span className="muted small">{r.phoneNumber}</span>
        </>
      ),
      csv: (r) => `${r.customerName} ${r.phoneNumber}`,
    },
    {
      header: 'Plan',
      sort: 'plan',
      render: (r) => `${r.planName} (${formatMoney(r.monthlyFee)})`,
      csv: (r) => r.planName,
    },
    {
      header: 'Status',
      sort: 'status',
      render: (r) => (
        <span
          className={`badge${r.status === 'past_due' ? ' badge-danger' : r.status === 'ended' ? ' badge-muted' : ''}`}
        >
          {STATUS_LABEL[r.status]}
        </span>
      ),
      csv: (r) => STATUS_LABEL[r.status],
    },
    {
      header: 'Period',
      sort: 'periodEnd',
      render: (r) => `${day(r.currentPeriodStart)} – ${day(r.currentPeriodEnd)}`,
      csv: (r) => r.currentPeriodEnd,
    },
    {
      header: 'Renewal',
      render: (r) =>
        r.status === 'ended'
          ? `Ended ${r.endedAt ? day(r.endedAt) : ''} (${r.endedReason === 'payment_failed' ? 'payment failed' : 'cancelled'})`
          : r.status === 'past_due'
            ? `Failed ${r.failedAttempts}× (${r.lastFailure ?? 'declined'})${r.nextRetryAt ? `; next try ${day(r.nextRetryAt)}` : ''}`
            : r.cancelAtPeriodEnd
              ? 'Cancels at period end'
              : 'Renews automatically',
      csv: (r) => r.lastFailure ?? '',
    },
    {
      header: 'Actions',
      render: (r) => (
        <span className="row" style={{ flexWrap: 'wrap' }}>
          <button type="button" className="btn btn-secondary" onClick={() => setHistory(r)}>
            History
          </button>
          {r.status === 'past_due' ? (
            <button type="button" className="btn btn-secondary" onClick={() => void retry.trigger(r.userId)}>
              Retry now
            </button>
          ) : null}
          {r.status !== 'ended' && !r.cancelAtPeriodEnd ? (
            <button type="button" className="btn btn-secondary" onClick={() => setCancelling(r)}>
              Cancel
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className="card stack" aria-labelledby="subs-title">
      <h2 id="subs-title" style={{ margin: 0 }}>
        Subscriptions
      </h2>
      <div className="form-grid-2">
        <Field
          label="Search"
          type="search"
          placeholder="Name or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="field">
          <label htmlFor="sub-status">Status</label>
          <select id="sub-status" className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="past_due">Past due</option>
            <option value="ended">Ended</option>
          </select>
        </div>
      </div>
      <DataTable<SubscriptionRow>
        endpoint="/api/admin/subscriptions"
        filters={{ status, search: deferred }}
        columns={columns}
        rowKey={(r) => r.userId}
        caption="Subscriptions"
        empty="No subscriptions match."
        csvName="subscriptions.csv"
      />
      {history ? <HistoryDialog row={history} onClose={() => setHistory(null)} /> : null}
      {cancelling ? (
        <ConfirmDialog
          title="Cancel Membership"
          confirmLabel="Cancel at Period End"
          destructive
          onConfirm={async () => {
            await cancel.trigger(cancelling.userId);
          }}
          onClose={() => setCancelling(null)}
        >
          <p>
            {cancelling.customerName}'s {cancelling.planName} membership will not renew; its benefits last until{' '}
            {day(cancelling.currentPeriodEnd)}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface HistoryItem {
  eventId: string;
  type: string;
  at: string;
  actor: 'system' | { userId: string; role: string };
  summary: string;
}

const when = (iso: string) => formatVenueDateTime(iso);

/** Every step of one membership, from its events, with who did it. */
function HistoryDialog({ row, onClose }: { row: SubscriptionRow; onClose: () => void }) {
  const { data, error } = useSWR(`/api/admin/users/${row.userId}/membership/history`, (k: string) =>
    api.get<{ items: HistoryItem[] }>(k),
  );
  return (
    <Dialog title={`${row.customerName}: membership history`} onClose={onClose} testId="membership-history">
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <p className="muted">Loading…</p>
      ) : (
        <ol className="stack small">
          {data.items.map((item) => (
            <li key={item.eventId}>
              <strong>{when(item.at)}</strong> · {item.summary}{' '}
              <span className="muted">
                (
                {item.actor === 'system'
                  ? 'automatic'
                  : item.actor.role === 'admin'
                    ? 'by an admin'
                    : 'by the customer'}
                )
              </span>
            </li>
          ))}
        </ol>
      )}
      <HistoryPanel kind="membership" id={row.userId} title="Audit trail" lazy />
    </Dialog>
  );
}

/** /admin/memberships (and /admin/subscriptions): the plans editor and every subscription. */
export function MembershipsAdminPage() {
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Memberships</h1>
      <Plans />
      <Subscriptions />
    </section>
  );
}
