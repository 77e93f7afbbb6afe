import { useDeferredValue, useState } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { DateInput } from '@/components/admin/date-input';
import { Field } from '@/components/ui/field';
import { venueTimezone } from '@/config/venue';
import { formatLongDate, formatTime12, venueNow } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import {
  PAYMENT_LABELS,
  STATUS_LABELS,
  paymentLabel,
  type AdminBookingRow,
} from '@/features/bookings/api/admin-bookings';
import { useActiveBays } from '@/features/bookings/api/bays';
import { BookingDetailDialog, StatusBadge } from '@/features/bookings/components/booking-detail-dialog';
import { DeskBookingDialog } from '@/features/bookings/components/desk-booking-dialog';
import { AdminChatPanel } from '@/components/support-inbox/admin-chat-panel';
import '@/features/bookings/components/admin-bookings.css';

const columns: Column<AdminBookingRow>[] = [
  { header: 'Date', sort: 'date', render: (b) => formatLongDate(b.date), csv: (b) => b.date },
  {
    header: 'Time',
    render: (b) => `${formatTime12(b.startTime)}–${formatTime12(b.endTime)}`,
    csv: (b) => `${b.startTime}-${b.endTime}`,
  },
  { header: 'Bay', render: (b) => b.bay.name, csv: (b) => b.bay.name },
  { header: 'Customer', render: (b) => b.customer.name, csv: (b) => b.customer.name },
  { header: 'Phone', render: (b) => b.customer.phone ?? '—', csv: (b) => b.customer.phone ?? '' },
  { header: 'Status', sort: 'status', render: (b) => <StatusBadge status={b.status} />, csv: (b) => b.status },
  { header: 'Payment', render: (b) => paymentLabel(b.paymentStatus), csv: (b) => b.paymentStatus },
  { header: 'Total', sort: 'total', render: (b) => formatMoney(b.total), csv: (b) => b.total },
];

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <label className="field">
      <span className="label">{label}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Bookings: search and filter on the server, a booking's detail and history, and desk bookings. */
export function BookingsAdminPage() {
  const [filters, setFilters] = useState({ from: '', to: '', bayId: '', status: '', payment: '' });
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const bays = useActiveBays();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [chatWith, setChatWith] = useState<string | null>(null);
  const set = (key: keyof typeof filters) => (value: string) => setFilters({ ...filters, [key]: value });

  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <div className="row" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 id="admin-page-title" style={{ margin: 0 }}>
          Bookings
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          New booking
        </button>
      </div>
      <div className="form-grid-2">
        <Field
          label="Search"
          type="search"
          placeholder="Customer name, phone or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <DateInput label="From" value={filters.from} onChange={set('from')} />
        <DateInput label="To" value={filters.to} onChange={set('to')} />
        <Select label="Bay" value={filters.bayId} onChange={set('bayId')} options={bays.map((b) => [b.id, b.name])} />
        <Select
          label="Status"
          value={filters.status}
          onChange={set('status')}
          options={Object.entries(STATUS_LABELS)}
        />
        <Select
          label="Payment"
          value={filters.payment}
          onChange={set('payment')}
          options={Object.entries(PAYMENT_LABELS)}
        />
      </div>
      <DataTable<AdminBookingRow>
        endpoint="/api/admin/bookings"
        filters={{ ...filters, search: deferred }}
        columns={[
          ...columns,
          {
            header: '',
            render: (b) => (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-label={`Open booking of ${b.customer.name} on ${b.date} at ${b.startTime}`}
                onClick={() => setOpenId(b.id)}
              >
                Open
              </button>
            ),
          },
        ]}
        rowKey={(b) => b.id}
        caption="Bookings"
        empty="No bookings match these filters."
        csvName="bookings.csv"
      />
      {openId ? (
        <BookingDetailDialog
          id={openId}
          onClose={() => setOpenId(null)}
          onChat={(userId) => {
            setOpenId(null);
            setChatWith(userId);
          }}
        />
      ) : null}
      {creating ? (
        <DeskBookingDialog
          start={{ date: venueNow(venueTimezone()).date }}
          onClose={() => setCreating(false)}
          onBooked={(b) => setOpenId(b.id)}
        />
      ) : null}
      {chatWith ? <AdminChatPanel key={chatWith} userId={chatWith} onClose={() => setChatWith(null)} /> : null}
    </section>
  );
}
