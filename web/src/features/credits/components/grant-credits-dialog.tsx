import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import type { Page } from '@contracts/lists';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { api } from '@/lib/api-client';
import { grantCredits } from '../api/credits';
import { CreditChangeDialog } from '@/components/credits/adjust-credits-dialog';

interface Found {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/** The Credits page's grant: find the customer by name, phone or email, then amount, bucket and reason. */
export function GrantCreditsDialog({ onGranted, onClose }: { onGranted: () => void; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Found | null>(null);
  const term = useDeferredValue(search.trim());
  const { data } = useSWR(
    term.length >= 2 && !chosen ? `/api/admin/users?search=${encodeURIComponent(term)}&limit=8` : null,
    (k: string) => api.get<Page<Found>>(k),
  );
  return (
    <CreditChangeDialog
      title="Grant credits"
      description="Credits for one customer; the reason is kept in the ledger."
      allowNegative={false}
      submitLabel="Grant credits"
      canSubmit={Boolean(chosen)}
      onSubmit={async (change) => {
        const { balances } = await grantCredits({ userId: chosen!.id, ...change });
        toast({
          title: 'Credits Granted',
          description: `${chosen!.firstName} ${chosen!.lastName} now has ${balances.total} credits.`,
        });
        onGranted();
      }}
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
