import { useDeferredValue, useState } from 'react';
import { HistoryPanel } from '@/components/admin/history-panel';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { Coupon } from '@/features/coupons/api/coupon';
import { useReloadCoupons, useSetCouponActive } from '@/features/coupons/api/set-coupon-active';
import { CouponDialog } from './coupon-dialog';
import { formatVenueDateTime } from '@/lib/venue-time';
import { formatMoney } from '@/lib/money';

interface Redemption {
  orderId: string;
  bookingId: string | null;
  bookingDate: string | null;
  bookingStartTime: string | null;
  customerName: string | null;
  phoneNumber: string | null;
  orderAmount: string;
  discountAmount: string;
  reversed: boolean;
  redeemedAt: string;
}

const discount = (c: Coupon) =>
  c.discountType === 'percentage' ? `${c.discountValue}%` : formatMoney(c.discountValue);
const when = (iso: string) => formatVenueDateTime(iso);

const usageColumns: Column<Redemption>[] = [
  { header: 'Customer', render: (r) => r.customerName ?? r.phoneNumber ?? '—', csv: (r) => r.customerName },
  { header: 'When', sort: 'redeemedAt', render: (r) => when(r.redeemedAt), csv: (r) => r.redeemedAt },
  {
    header: 'Booking',
    render: (r) => (r.bookingId ? `${r.bookingDate} ${r.bookingStartTime}` : `Order ${r.orderId.slice(0, 8)}`),
    csv: (r) => r.bookingId ?? r.orderId,
  },
  { header: 'Order', render: (r) => formatMoney(r.orderAmount), csv: (r) => r.orderAmount },
  {
    header: 'Discount',
    render: (r) => `${formatMoney(r.discountAmount)}${r.reversed ? ' (reversed)' : ''}`,
    csv: (r) => r.discountAmount,
  },
];

function UsageDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  return (
    <Dialog title={`${coupon.code}: usage`} onClose={onClose} size="lg">
      <DataTable<Redemption>
        endpoint={`/api/admin/coupons/${coupon.id}/redemptions`}
        columns={usageColumns}
        rowKey={(r) => r.orderId}
        caption={`Redemptions of ${coupon.code}`}
        empty="Not used yet."
        pageSize={20}
        csvName={`coupon-${coupon.code}-usage.csv`}
      />
      <HistoryPanel kind="coupon" id={coupon.id} title="Audit trail" lazy />
    </Dialog>
  );
}

/** /admin/coupons: every coupon paged, with create, edit, activate/deactivate and each one's usage. */
export function CouponsPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [usage, setUsage] = useState<Coupon | null>(null);
  const refresh = useReloadCoupons();
  const setActive = useSetCouponActive();
  const columns: Column<Coupon>[] = [
    { header: 'Code', sort: 'code', render: (c) => <strong>{c.code}</strong>, csv: (c) => c.code },
    { header: 'Name', render: (c) => c.name, csv: (c) => c.name },
    { header: 'Discount', render: discount, csv: discount },
    { header: 'Used', render: (c) => `${c.timesUsed}${c.maxUses ? ` / ${c.maxUses}` : ''}`, csv: (c) => c.timesUsed },
    { header: 'Expires', render: (c) => c.expiresAt?.slice(0, 10) ?? 'Never', csv: (c) => c.expiresAt ?? '' },
    {
      header: 'Status',
      render: (c) => (
        <span className={`badge${c.isActive ? '' : ' badge-muted'}`}>{c.isActive ? 'Active' : 'Inactive'}</span>
      ),
      csv: (c) => (c.isActive ? 'active' : 'inactive'),
    },
    {
      header: 'Actions',
      render: (c) => (
        <div className="row">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(c)}>
            Edit <span className="visually-hidden">{c.code}</span>
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setUsage(c)}>
            Usage <span className="visually-hidden">of {c.code}</span>
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void setActive.trigger({ coupon: c, active: !c.isActive })}
          >
            {c.isActive ? 'Deactivate' : 'Activate'} <span className="visually-hidden">{c.code}</span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Coupons</h1>
      <div className="settings-row">
        <Field label="Search codes" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <div className="field">
          <label htmlFor="coupon-status">Status</label>
          <select id="coupon-status" className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </div>
      </div>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          New Coupon
        </button>
      </div>
      <DataTable<Coupon>
        endpoint="/api/admin/coupons"
        filters={{ search: deferred, active: status }}
        columns={columns}
        rowKey={(c) => c.id}
        caption="Coupons"
        empty={deferred ? `No coupon code matches “${deferred}”.` : 'No coupons yet.'}
        csvName="coupons.csv"
      />
      <p className="muted small">
        Coupons are never deleted, so their usage stays on record: deactivate one to retire it.
      </p>
      {editing ? (
        <CouponDialog coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />
      ) : null}
      {usage ? <UsageDialog coupon={usage} onClose={() => setUsage(null)} /> : null}
    </section>
  );
}
