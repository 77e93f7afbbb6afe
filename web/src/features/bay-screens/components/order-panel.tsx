import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatCents } from '@/lib/money';
import { addToTab, useBayMenu, useBayTab, type MenuItem } from '../api/bay-tab';

/**
 * "Order food and drinks" on the bay screen: the venue's menu and the bay's tab. Shows nothing where
 * ordering is not offered (the menu answers 404) or cannot be read.
 */
export function OrderPanel({ token }: { token: string }) {
  const menu = useBayMenu(token);
  const [open, setOpen] = useState(false);
  if (!menu.data || menu.data.items.length === 0) return null;
  return (
    <>
      <button type="button" className="btn btn-secondary bay-screen-action" onClick={() => setOpen(true)}>
        Order Food &amp; Drinks
      </button>
      {open ? <OrderDialog token={token} items={menu.data.items} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function OrderDialog({ token, items, onClose }: { token: string; items: MenuItem[]; onClose: () => void }) {
  const tab = useBayTab(token, true);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const categories = [...new Set(items.map((i) => i.category))];
  const add = async (item: MenuItem) => {
    setBusy(item.id);
    setMessage(null);
    try {
      await tab.mutate(await addToTab(token, item.id, 1), { revalidate: false });
      setMessage({ kind: 'ok', text: `${item.name} added to your tab` });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog title="Order Food & Drinks" onClose={onClose} size="lg" testId="order-panel">
      <div className="stack">
        {message ? (
          <p className={`alert ${message.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role="status">
            {message.text}
          </p>
        ) : null}
        {categories.map((category) => (
          <section key={category} aria-label={category} className="stack">
            <h3>{category}</h3>
            <ul className="bay-screen-menu">
              {items
                .filter((i) => i.category === category)
                .map((item) => (
                  <li key={item.id} className="row">
                    <span>{item.name}</span>
                    <span className="muted">{formatCents(item.priceCents)}</span>
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      disabled={busy !== null}
                      onClick={() => void add(item)}
                    >
                      Add <span className="visually-hidden">{item.name}</span>
                    </button>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        {tab.data && tab.data.items.length > 0 ? (
          <section aria-label="Your tab" className="stack">
            <h3>Your tab</h3>
            <ul className="bay-screen-menu">
              {tab.data.items.map((line) => (
                <li key={line.id} className="row">
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                  <span>{formatCents(line.totalCents)}</span>
                </li>
              ))}
            </ul>
            <p>
              <strong>Total {formatCents(tab.data.totalCents)}</strong>
            </p>
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
