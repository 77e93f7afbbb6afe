import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import type { Page } from '@contracts/lists';
import { Field } from '@/components/ui/field';
import { api } from '@/lib/api-client';

export interface PickedCustomer {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email?: string | null;
}

interface Props {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
}

/** Finds an account by name, phone or email (the admin users list) and picks one. */
export function CustomerPicker({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const key = deferred.length >= 2 ? `/api/admin/users?search=${encodeURIComponent(deferred)}&limit=8` : null;
  const { data, isLoading } = useSWR(key, (k: string) => api.get<Page<PickedCustomer>>(k));
  if (value)
    return (
      <div className="row" style={{ alignItems: 'center' }}>
        <span>
          <strong>
            {value.firstName} {value.lastName}
          </strong>{' '}
          · {value.phoneNumber}
        </span>
        <button type="button" className="btn btn-link" onClick={() => onChange(null)}>
          Change
        </button>
      </div>
    );
  return (
    <div className="stack">
      <Field
        label="Find customer"
        type="search"
        placeholder="Name, phone or email"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {key && isLoading ? <p className="muted small">Searching…</p> : null}
      {data ? (
        data.items.length ? (
          <ul className="customer-results" aria-label="Matching customers">
            {data.items.map((c) => (
              <li key={c.id}>
                <button type="button" className="btn btn-secondary btn-block" onClick={() => onChange(c)}>
                  {c.firstName} {c.lastName} · {c.phoneNumber}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">No customer matches “{deferred}”.</p>
        )
      ) : null}
    </div>
  );
}
