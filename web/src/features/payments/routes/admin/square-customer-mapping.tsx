import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerMappingView, RelinkOutcome } from '@contracts/customers/admin-customers';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Field } from '@/components/ui/field';
import { formatDateTime } from '@/lib/dates';
import { useRevalidatePrefix } from '@/lib/revalidate-prefix';
import { relinkSquareCustomer } from '../../api/square-mapping';

const ENDPOINT = '/api/admin/debug/square-customer-mapping';

const columns: Column<CustomerMappingView>[] = [
  {
    header: 'Account',
    sort: 'name',
    render: (r) => <Link to={`/admin/customers/${r.userId}`}>{r.name}</Link>,
    csv: (r) => r.name,
  },
  { header: 'Phone', render: (r) => r.phoneNumber, csv: (r) => r.phoneNumber },
  { header: 'Email', render: (r) => r.email, csv: (r) => r.email },
  {
    header: 'Square customer',
    render: (r) => (r.squareCustomerId ? <code>{r.squareCustomerId}</code> : <span className="muted">none</span>),
    csv: (r) => r.squareCustomerId ?? '',
  },
  {
    header: 'Linked',
    sort: 'linkedAt',
    render: (r) =>
      r.linkedAt ? `${r.linkedBy === 'relink' ? 'Re-linked' : 'From card'} ${formatDateTime(r.linkedAt)}` : '—',
    csv: (r) => r.linkedAt ?? '',
  },
  {
    header: 'Cards on file',
    render: (r) => (r.card ? `${r.cardsOnFile} (${r.card.brand ?? 'card'} ${r.card.last4 ?? ''})` : r.cardsOnFile),
    csv: (r) => r.cardsOnFile,
  },
];

/** /admin/debug/square-customer-mapping: each account's Square customer id and cards on file, with re-link. */
export function SquareCustomerMappingPage() {
  const [search, setSearch] = useState('');
  const [linked, setLinked] = useState('');
  const term = useDeferredValue(search.trim());
  const [relinking, setRelinking] = useState<CustomerMappingView | null>(null);
  const [outcome, setOutcome] = useState<{ name: string; result: RelinkOutcome } | null>(null);
  const revalidate = useRevalidatePrefix();
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Square customer mapping</h1>
      <div className="form-grid-2">
        <Field
          label="Search"
          type="search"
          placeholder="Name, phone, email or customer id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="field">
          <label htmlFor="mapping-linked">Square customer</label>
          <select id="mapping-linked" className="input" value={linked} onChange={(e) => setLinked(e.target.value)}>
            <option value="">All accounts</option>
            <option value="yes">Linked</option>
            <option value="no">Not linked</option>
          </select>
        </div>
      </div>
      {outcome ? (
        <p className="alert alert-success" role="status">
          {outcome.name}:{' '}
          {outcome.result.created ? 'a new Square customer was created' : 'the Square customer was found'} (
          <code>{outcome.result.squareCustomerId}</code>)
          {outcome.result.previousCustomerId && outcome.result.previousCustomerId !== outcome.result.squareCustomerId
            ? `, replacing ${outcome.result.previousCustomerId}`
            : ''}
          .
        </p>
      ) : null}
      <DataTable<CustomerMappingView>
        endpoint={ENDPOINT}
        filters={{ search: term, linked }}
        columns={[
          ...columns,
          {
            header: '',
            render: (r) => (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setRelinking(r)}>
                Re-link
              </button>
            ),
          },
        ]}
        rowKey={(r) => r.userId}
        caption="Square customer mapping"
        empty={term ? `No account matches “${term}”.` : 'No accounts yet.'}
        csvName="square-customer-mapping.csv"
      />
      {relinking ? (
        <ConfirmDialog
          title={`Re-link ${relinking.name}?`}
          confirmLabel="Re-link"
          onConfirm={async () => {
            const result = await relinkSquareCustomer(relinking.userId);
            setOutcome({ name: relinking.name, result });
            await revalidate(ENDPOINT);
          }}
          onClose={() => setRelinking(null)}
        >
          <p style={{ margin: 0 }}>
            Square is asked for this account&apos;s customer (by the account id); one is created when Square has none.
            The id found replaces{' '}
            {relinking.squareCustomerId ? <code>{relinking.squareCustomerId}</code> : 'nothing yet'}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
