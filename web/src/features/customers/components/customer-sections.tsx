import type { CustomerProfileView } from '@contracts/customers/admin-customers';
import { DataTable, type Column } from '@/components/admin/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { customerKey } from '../api/admin-customer';

interface BookingRow {
  id: string;
  reference: string;
  date: string;
  startTime: string;
  endTime: string;
  bay: { name: string } | null;
  status: string;
  paymentStatus: string;
  totalAmount: string;
  creditsUsed: number;
}

const bookingColumns: Column<BookingRow>[] = [
  { header: 'Date', sort: 'date', render: (b) => formatLongDate(b.date), csv: (b) => b.date },
  {
    header: 'Time',
    render: (b) => `${formatTime12(b.startTime)} – ${formatTime12(b.endTime)}`,
    csv: (b) => `${b.startTime}-${b.endTime}`,
  },
  { header: 'Bay', render: (b) => b.bay?.name ?? '—', csv: (b) => b.bay?.name ?? '' },
  { header: 'Status', render: (b) => <StatusBadge status={b.status} />, csv: (b) => b.status },
  { header: 'Payment', render: (b) => b.paymentStatus, csv: (b) => b.paymentStatus },
  {
    header: 'Total',
    render: (b) => `${formatMoney(b.totalAmount)}${b.creditsUsed ? ` + ${b.creditsUsed} cr` : ''}`,
    csv: (b) => b.totalAmount,
  },
  { header: 'Ref', render: (b) => <code>{b.reference}</code>, csv: (b) => b.reference },
];

export function CustomerBookings({ userId }: { userId: string }) {
  return (
    <DataTable<BookingRow>
      endpoint={`${customerKey(userId)}/bookings`}
      columns={bookingColumns}
      rowKey={(b) => b.id}
      caption="Bookings"
      empty="No bookings yet."
      pageSize={20}
      csvName="customer-bookings.csv"
    />
  );
}

const STATUS = { active: 'Active', past_due: 'Past due', ended: 'Ended' } as const;

export function CustomerMembership({ customer }: { customer: CustomerProfileView }) {
  const m = customer.membership;
  if (!m) return <p className="muted">No membership.</p>;
  return (
    <div className="stack">
      <div>
        <strong>{m.planName}</strong> · <StatusBadge status={m.status} label={STATUS[m.status]} />
      </div>
      <div className="muted">
        Member since {formatLongDate(m.memberSince.slice(0, 10))} ·{' '}
        {m.status === 'ended'
          ? 'ended'
          : `${m.cancelAtPeriodEnd ? 'ends' : 'renews'} ${formatLongDate(m.currentPeriodEnd.slice(0, 10))}`}
      </div>
    </div>
  );
}

export function CustomerLoyalty({ customer }: { customer: CustomerProfileView }) {
  const l = customer.loyalty;
  return (
    <div className="stack">
      <p style={{ margin: 0 }}>
        <strong>{l.loyaltyPoints} points</strong> (hours played) · {l.creditsEarned} credits earned
      </p>
      <p className="muted" style={{ margin: 0 }}>
        {l.isActive
          ? `${l.progressToNext}% to the next credit (${l.hoursToNext} h to go; one every ${l.hoursPerCredit} h).`
          : 'The loyalty program is off.'}
      </p>
    </div>
  );
}

const RELATION = { bought: 'Bought', received: 'Received', both: 'Bought for self' } as const;

export function CustomerGiftCards({ customer }: { customer: CustomerProfileView }) {
  if (customer.giftCards.length === 0) return <p className="muted">No gift cards bought or received.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Gift cards</caption>
        <thead>
          <tr>
            {['Code', 'How', 'To', 'Balance', 'Created'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {customer.giftCards.map((g) => (
            <tr key={g.code}>
              <td data-label="Code">
                <code>{g.code}</code>
              </td>
              <td data-label="How">{RELATION[g.relation]}</td>
              <td data-label="To">{g.issuedTo}</td>
              <td data-label="Balance">
                {formatMoney(g.currentBalance)} of {formatMoney(g.originalAmount)}
                {g.status === 'voided' ? ' (voided)' : ''}
              </td>
              <td data-label="Created">{formatDateTime(g.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
