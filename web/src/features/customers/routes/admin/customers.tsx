import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Field } from '@/components/ui/field';
import { formatLongDate } from '@/lib/dates';
import type { PhoneUser } from '@/lib/session/phone-user';
import { AdminChatPanel } from '@/components/support-inbox/admin-chat-panel';

/** An account as the admin list answers it: the user's own shape, its whole credit balance and when they joined. */
type Customer = PhoneUser & { totalCredits?: number; createdAt?: string; blockedFromBooking?: boolean };

const roles = (c: Customer) =>
  [c.isAdmin && 'Admin', c.isEmployee && 'Employee'].filter(Boolean).join(', ') || 'Customer';

const columns: Column<Customer>[] = [
  {
    header: 'Name',
    sort: 'name',
    render: (c) => <Link to={`/admin/customers/${c.id}`}>{`${c.firstName} ${c.lastName}`}</Link>,
    csv: (c) => `${c.firstName} ${c.lastName}`,
  },
  { header: 'Phone', sort: 'phone', render: (c) => c.phoneNumber, csv: (c) => c.phoneNumber },
  { header: 'Email', sort: 'email', render: (c) => c.email, csv: (c) => c.email },
  { header: 'Credits', render: (c) => c.totalCredits ?? 0, csv: (c) => c.totalCredits ?? 0 },
  {
    header: 'Role',
    render: (c) => (
      <>
        {roles(c)}
        {c.blockedFromBooking ? (
          <>
            {' '}
            <span className="badge badge-danger">Blocked</span>
          </>
        ) : null}
      </>
    ),
    csv: (c) => `${roles(c)}${c.blockedFromBooking ? ' (blocked)' : ''}`,
  },
  {
    header: 'Joined',
    sort: 'createdAt',
    render: (c) => (c.createdAt ? formatLongDate(c.createdAt.slice(0, 10)) : '—'),
    csv: (c) => c.createdAt ?? '',
  },
];

/** Customers: search by name, phone or email; paged on the server; exported as CSV. */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [chatWith, setChatWith] = useState<string | null>(null);
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Customers</h1>
      <Field
        label="Search"
        type="search"
        placeholder="Name, phone or email"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <DataTable<Customer>
        endpoint="/api/admin/users"
        filters={{ search: deferred }}
        columns={[
          ...columns,
          {
            header: '',
            render: (c) => (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setChatWith(c.id)}>
                Message
              </button>
            ),
          },
        ]}
        rowKey={(c) => c.id}
        caption="Customers"
        empty={deferred ? `No customer matches “${deferred}”.` : 'No customers yet.'}
        csvName="customers.csv"
      />
      {chatWith ? <AdminChatPanel key={chatWith} userId={chatWith} onClose={() => setChatWith(null)} /> : null}
    </section>
  );
}
