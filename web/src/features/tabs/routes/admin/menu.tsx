import { useState, type FormEvent } from 'react';
import { MENU_CATEGORY_LABELS, type MenuItemView } from '@contracts/tabs/tabs';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAction } from '@/lib/use-action';
import {
  deleteMenuItem,
  MENU_ITEMS_KEY,
  saveMenuItem,
  useMenuItems,
  type MenuItemBody,
} from '@/features/tabs/api/tabs';

const EMPTY: MenuItemBody = { name: '', category: 'drinks', price: '', active: true, sortOrder: 0 };

function MenuItemForm({ item, onDone }: { item: MenuItemView | null; onDone: () => void }) {
  const [form, setForm] = useState<MenuItemBody>(
    item
      ? { name: item.name, category: item.category, price: item.price, active: item.active, sortOrder: item.sortOrder }
      : EMPTY,
  );
  const save = useAction(MENU_ITEMS_KEY, (body: MenuItemBody) => saveMenuItem(item?.id ?? null, body), {
    success: item ? 'Menu Item Saved' : 'Menu Item Added',
    failure: null,
    revalidate: [MENU_ITEMS_KEY],
    onSuccess: onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.trigger(form);
  };
  return (
    <form onSubmit={submit} className="card stack" aria-label={item ? `Edit ${item.name}` : 'New menu item'}>
      <Field label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      <label>
        Category{' '}
        <select value={form.category} onChange={(e) => setForm({ ...form, category: e.target.value })}>
          {Object.entries(MENU_CATEGORY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Field
        label="Price"
        inputMode="decimal"
        value={form.price}
        onChange={(e) => setForm({ ...form, price: e.target.value })}
      />
      <label>
        <input type="checkbox" checked={form.active} onChange={(e) => setForm({ ...form, active: e.target.checked })} />{' '}
        On sale
      </label>
      {save.error ? (
        <p role="alert" className="error-text">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={save.busy}>
          {item ? 'Save' : 'Add Item'}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /admin/menu: the bar menu customers and staff add to tabs from. */
export function MenuAdminPage() {
  const { data: items } = useMenuItems();
  const [editing, setEditing] = useState<MenuItemView | 'new' | null>(null);
  const remove = useAction(MENU_ITEMS_KEY, (id: string) => deleteMenuItem(id), {
    success: (r) => ({ title: r.removed ? 'Menu Item Deleted' : 'Menu Item Turned Off (used on a tab)' }),
    failure: 'Could Not Delete the Item',
    revalidate: [MENU_ITEMS_KEY],
  });
  return (
    <div className="stack">
      <div className="row">
        <h1>Menu</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          New Item
        </button>
      </div>
      {editing ? (
        <MenuItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {!items ? (
        <p className="muted">Loading…</p>
      ) : (
        <table className="table" aria-label="Menu items">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label="Name">{item.name}</td>
                <td data-label="Category">{MENU_CATEGORY_LABELS[item.category]}</td>
                <td data-label="Price">{formatMoney(item.price)}</td>
                <td data-label="Status">{item.active ? 'On sale' : 'Off'}</td>
                <td data-label="Actions">
                  <div className="row">
                    <button type="button" className="btn btn-sm" onClick={() => setEditing(item)}>
                      Edit {item.name}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm"
                      disabled={remove.busy}
                      onClick={() => remove.trigger(item.id)}
                    >
                      Delete {item.name}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
