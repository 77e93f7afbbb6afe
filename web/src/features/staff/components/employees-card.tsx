import { useDeferredValue, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Page } from '@contracts/lists';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { api, errorMessage, fetcher } from '@/lib/api-client';
import { refreshStaff, type Employee } from './workforce-utils';

interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isEmployee: boolean;
}

export function EmployeesCard({ employees }: { employees: Employee[] }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data: found } = useSWR(
    deferred.length >= 2 ? `/api/admin/users?search=${encodeURIComponent(deferred)}&limit=5` : null,
    fetcher<Page<UserRow>>,
  );
  const { mutate } = useSWRConfig();
  const setRole = async (userId: string, isEmployee: boolean, name: string) => {
    try {
      await api.put(`/api/admin/users/${userId}/roles`, { isEmployee });
      toast({ title: isEmployee ? 'Employee Added' : 'Employee Removed', description: name });
      await refreshStaff(mutate);
      setSearch('');
    } catch (e) {
      toast({ title: 'Role Change Failed', description: errorMessage(e), variant: 'destructive' });
    }
  };
  return (
    <section className="card stack" aria-labelledby="employees-title">
      <h2 id="employees-title" style={{ margin: 0 }}>
        Employees
      </h2>
      <ul className="booking-list">
        {employees.map((e) => (
          <li key={e.id} className="booking-item">
            <div className="booking-when">
              <strong>{e.name || 'Unnamed'}</strong>
              <div className="muted small">
                {e.phoneNumber}
                {e.isAdmin ? ' · admin' : ''}
              </div>
            </div>
            {e.isEmployee ? (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void setRole(e.id, false, e.name)}
              >
                Remove Employee Role
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <Field
        label="Add an employee"
        placeholder="Search accounts by name or phone"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint="They sign in with their own phone number; the role counts from their next request."
      />
      {found?.items.length ? (
        <ul className="plain-list stack">
          {found.items
            .filter((u) => !u.isEmployee)
            .map((u) => (
              <li key={u.id} className="row" style={{ justifyContent: 'space-between' }}>
                <span>
                  {u.firstName} {u.lastName} <span className="muted small">{u.phoneNumber}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => void setRole(u.id, true, `${u.firstName} ${u.lastName}`)}
                >
                  Make Employee
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}
