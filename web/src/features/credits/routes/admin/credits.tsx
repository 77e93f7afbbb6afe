import { useDeferredValue, useState } from 'react';
import { CREDIT_BUCKET_NAMES, CREDIT_KINDS, type CreditMovementView } from '@contracts/customers/admin-customers';
import { DataTable } from '@/components/admin/data-table';
import { DateInput } from '@/components/admin/date-input';
import { Field } from '@/components/ui/field';
import { useRevalidatePrefix } from '@/lib/revalidate-prefix';
import { creditColumns, KIND_LABELS } from '@/components/credits/credit-columns';
import { GrantCreditsDialog } from '@/features/credits/components/grant-credits-dialog';

const columns = creditColumns({ withCustomer: true });
const ENDPOINT = '/api/admin/credits/movements';

/** /admin/credits: every credit movement across customers, filtered and exported; grants with a reason. */
export function CreditsAdminPage() {
  const [filters, setFilters] = useState({ search: '', bucket: '', kind: '', from: '', to: '' });
  const search = useDeferredValue(filters.search.trim());
  const [granting, setGranting] = useState(false);
  const revalidate = useRevalidatePrefix();
  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const select = (key: 'bucket' | 'kind', label: string, options: readonly string[], name: (o: string) => string) => (
    <div className="field">
      <label htmlFor={`credits-${key}`}>{label}</label>
      <select id={`credits-${key}`} className="input" value={filters[key]} onChange={(e) => set(key)(e.target.value)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1 id="admin-page-title">Credits</h1>
        <button type="button" className="btn btn-primary" onClick={() => setGranting(true)}>
          Grant credits
        </button>
      </div>
      <div className="form-grid-2">
        <Field
          label="Customer"
          type="search"
          placeholder="Name, phone or email"
          value={filters.search}
          onChange={(e) => set('search')(e.target.value)}
        />
        {select('bucket', 'Bucket', CREDIT_BUCKET_NAMES, (b) => b[0].toUpperCase() + b.slice(1))}
        {select('kind', 'Kind', CREDIT_KINDS, (k) => KIND_LABELS[k as keyof typeof KIND_LABELS])}
        <div className="row">
          <DateInput label="From" value={filters.from} onChange={set('from')} />
          <DateInput label="To" value={filters.to} onChange={set('to')} />
        </div>
      </div>
      <DataTable<CreditMovementView>
        endpoint={ENDPOINT}
        filters={{ ...filters, search }}
        columns={columns}
        rowKey={(m) => m.id}
        caption="Credit movements"
        empty="No credit movements match."
        csvName="credit-movements.csv"
      />
      {granting ? (
        <GrantCreditsDialog onGranted={() => void revalidate(ENDPOINT)} onClose={() => setGranting(false)} />
      ) : null}
    </section>
  );
}
