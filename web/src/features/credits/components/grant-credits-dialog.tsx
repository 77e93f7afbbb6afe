import { useDeferredValue, useState } from 'react';
import { Field } from '@/components/ui/field';
import { CreditChangeDialog } from '@/components/credits/adjust-credits-dialog';
import { useCustomerSearch, useGrantCredits, type FoundCustomer as Found } from '../api/grant-credits';

/** The Credits page's grant: find the customer by name, phone or email, then amount, bucket and reason. */
export function GrantCreditsDialog({ onGranted, onClose }: { onGranted: () => void; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Found | null>(null);
  const term = useDeferredValue(search.trim());
  const data = useCustomerSearch(term, !chosen);
  const grant = useGrantCredits(onGranted);
  return (
    <CreditChangeDialog
      title="Grant credits"
      description="Credits for one customer; the reason is kept in the ledger."
      allowNegative={false}
      submitLabel="Grant credits"
      canSubmit={Boolean(chosen)}
      onSubmit={(change) => grant.trigger({ customer: chosen!, change })}
      onClose={onClose}
    >
      {chosen ? (
        <p className="row" style={{ margin: 0 }}>
          <span>
            Customer: <strong>{`${chosen.firstName} ${chosen.lastName}`}</strong>{' '}
            <span className="muted small">{chosen.phoneNumber}</span>
          </span>
          <button type="button" className="btn btn-link btn-sm" onClick={() => setChosen(null)}>
            Change
          </button>
        </p>
      ) : (
        <div className="stack">
          <Field
            label="Customer"
            type="search"
            placeholder="Name, phone or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {data ? (
            data.items.length ? (
              <ul className="plain-list stack" aria-label="Matching customers">
                {data.items.map((u) => (
                  <li key={u.id}>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => setChosen(u)}>
                      {`${u.firstName} ${u.lastName}`} · {u.phoneNumber}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted small">No customer matches “{term}”.</p>
            )
          ) : null}
        </div>
      )}
    </CreditChangeDialog>
  );
}
