import { useDeferredValue, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useSetEmployeeRole } from '../api/set-employee-role';
import { useUserSearch } from '../api/workforce';
import type { Employee } from './workforce-utils';

export function EmployeesCard({ employees }: { employees: Employee[] }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const found = useUserSearch(deferred);
  const role = useSetEmployeeRole(() => setSearch(''));
  const setRole = (userId: string, isEmployee: boolean, name: string) => role.trigger({ userId, isEmployee, name });
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
