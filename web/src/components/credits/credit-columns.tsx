import type { CreditKind, CreditMovementView } from '@contracts/customers/admin-customers';
import type { Column } from '@/components/admin/data-table';
import { formatDateTime } from '@/lib/dates';

export const KIND_LABELS: Record<CreditKind, string> = {
  grant: 'Grant',
  loyalty: 'Loyalty reward',
  membership: 'Membership credits',
  purchase: 'Purchase',
  coupon: 'Coupon',
  expiry: 'Expired',
  removal: 'Removed',
  spend: 'Spent',
  refund: 'Refund',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const actorOf = (m: CreditMovementView) =>
  m.actor.role === 'system' ? 'System' : (m.actor.name ?? m.actor.role[0].toUpperCase() + m.actor.role.slice(1));

/** The columns a credit movement shows in, on the customer's ledger and on the Credits page. */
export function creditColumns(options: { withCustomer: boolean }): Column<CreditMovementView>[] {
  const customer: Column<CreditMovementView>[] = options.withCustomer
    ? [{ header: 'Customer', render: (m) => m.customerName ?? '—', csv: (m) => m.customerName ?? '' }]
    : [];
  return [
    { header: 'When', sort: 'createdAt', render: (m) => formatDateTime(m.createdAt), csv: (m) => m.createdAt },
    ...customer,
    { header: 'Kind', render: (m) => KIND_LABELS[m.kind] ?? m.kind, csv: (m) => m.kind },
    { header: 'Bucket', render: (m) => m.bucket, csv: (m) => m.bucket },
    {
      header: 'Amount',
      render: (m) => signed(m.amount),
      csv: (m) => m.amount,
    },
    { header: 'Reason', render: (m) => m.reason, csv: (m) => m.reason },
    { header: 'By', render: actorOf, csv: actorOf },
    {
      header: 'Balance after',
      render: (m) => (
        <span
          title={`General ${m.balanceAfter.general} · Membership ${m.balanceAfter.membership} · Loyalty ${m.balanceAfter.loyalty}`}
        >
          {m.balanceAfter.total}{' '}
          <span className="muted small">
            (G {m.balanceAfter.general} · M {m.balanceAfter.membership} · L {m.balanceAfter.loyalty})
          </span>
        </span>
      ),
      csv: (m) => m.balanceAfter.total,
    },
  ];
}
