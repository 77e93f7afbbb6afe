import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RequireSignedIn } from '@/components/phone-sign-in/require-signed-in';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAction } from '@/lib/use-action';
import { addTabItem, tabKey, useActiveMenu, useBookingTab } from '@/features/tabs/api/tabs';
import { TabItems } from '@/features/tabs/components/tab-items';
import { TAB_STATUS_LABELS } from '@/features/tabs/components/tab-status';

/** The menu with an "Add" per item; the server says whether the tab takes it (and why not). */
function MenuToAdd({ bookingId }: { bookingId: string }) {
  const { data: menu } = useActiveMenu();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const add = useAction(
    tabKey(bookingId),
    (arg: { menuItemId: string; quantity: number }) => addTabItem(bookingId, arg.menuItemId, arg.quantity),
    { success: 'Added to Your Tab', failure: null, revalidate: [tabKey(bookingId)] },
  );
  if (!menu) return <p className="muted">Loading the menu…</p>;
  if (menu.length === 0) return <p className="muted">The bar menu is empty right now.</p>;
  return (
    <div className="stack">
      {add.error ? (
        <p role="alert" className="error-text">
          {errorMessage(add.error)}
        </p>
      ) : null}
      {menu.map((group) => (
        <section key={group.category} aria-labelledby={`menu-${group.category}`} className="stack">
          <h3 id={`menu-${group.category}`}>{group.label}</h3>
          <ul className="plain-list">
            {group.items.map((item) => (
              <li key={item.id} className="row">
                <span>
                  {item.name} <span className="muted">{formatMoney(item.price)}</span>
                </span>
                <label>
                  <span className="sr-only">Quantity of {item.name}</span>
                  <input
                    type="number"
                    min={1}
                    max={50}
                    value={quantities[item.id] ?? '1'}
                    onChange={(e) => setQuantities((q) => ({ ...q, [item.id]: e.target.value }))}
                    style={{ width: '4rem' }}
                  />
                </label>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={add.busy}
                  onClick={() => add.trigger({ menuItemId: item.id, quantity: Number(quantities[item.id] ?? '1') })}
                >
                  Add {item.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BarTab({ bookingId }: { bookingId: string }) {
  const { data: tab, error } = useBookingTab(bookingId);
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  if (!tab) return <p className="muted">Loading your tab…</p>;
  const open = tab.status === 'none' || tab.status === 'open';
  return (
    <div className="stack">
      <p>
        Status: <strong>{TAB_STATUS_LABELS[tab.status]}</strong>
        {tab.failureReason && !open ? <span className="muted"> — {tab.failureReason}</span> : null}
      </p>
      <TabItems tab={tab} />
      {open ? (
        <>
          <p className="muted">
            Add drinks and snacks from 30 minutes before your booking until it ends. The tab is charged to your card on
            file when your session ends, and the receipt is sent to you.
          </p>
          <MenuToAdd bookingId={bookingId} />
        </>
      ) : null}
    </div>
  );
}

/** /bar-tab/:bookingId: the booking's customer sees their tab and adds from the menu. */
export function BarTabRoute() {
  const { bookingId = '' } = useParams();
  return (
    <RequireSignedIn title="Your Bar Tab" message="Sign in to see your bar tab.">
      {() => (
        <div className="container narrow-page">
          <section className="card stack" aria-labelledby="tab-title">
            <h1 id="tab-title">Your Bar Tab</h1>
            <BarTab bookingId={bookingId} />
            <Link to="/my-account">Back to my account</Link>
          </section>
        </div>
      )}
    </RequireSignedIn>
  );
}
