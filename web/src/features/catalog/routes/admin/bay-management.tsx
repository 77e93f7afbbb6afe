import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { MoneyInput } from '@/components/admin/money-input';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { useAdminBays, type AdminBay } from '@/features/catalog/api/bays';
import { saveBay, type BayInput } from '@/features/catalog/api/save-bay';
import { useActivateBay, useDeactivateBay } from '@/features/catalog/api/set-bay-active';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { Slot } from '@/lib/slots';
interface Form {
  name: string;
  description: string;
  hourlyRate: string;
  peakHourlyRate: string;
  bufferMinutes: string;
}

/** The server's rule (0 to 120 minutes in 5-minute steps), checked here too so the admin sees it at once. */
function bufferError(raw: string): string | null {
  const value = raw.trim() === '' ? 0 : Number(raw);
  if (!Number.isInteger(value)) return 'Buffer time must be a whole number of minutes';
  if (value < 0) return 'Buffer time cannot be negative';
  if (value > 120) return 'Buffer time can be at most 120 minutes';
  if (value % 5 !== 0) return 'Buffer time must be in 5-minute steps';
  return null;
}

const bufferLabel = (minutes: number) => (minutes > 0 ? `${minutes} min` : 'None');

function BayDialog({ bay, onClose, onSaved }: { bay: AdminBay | null; onClose: () => void; onSaved: () => void }) {
  const form = useSettingsForm<Form>({
    saved: {
      name: bay?.name ?? '',
      description: bay?.description ?? '',
      hourlyRate: bay?.hourlyRate ?? '',
      peakHourlyRate: bay?.peakHourlyRate ?? '',
      bufferMinutes: String(bay?.bufferMinutes ?? 0),
    },
    validate: (v): FieldErrors => {
      const errors: FieldErrors = {};
      if (!v.name.trim()) errors.name = 'Bay name is required';
      const buffer = bufferError(v.bufferMinutes);
      if (buffer) errors.bufferMinutes = buffer;
      return errors;
    },
    savedTitle: bay ? 'Bay Saved' : 'Bay Created',
    submit: async (v) => {
      const body: BayInput = {
        name: v.name.trim(),
        description: v.description.trim() || null,
        hourlyRate: v.hourlyRate || null,
        peakHourlyRate: v.peakHourlyRate || null,
        bufferMinutes: v.bufferMinutes.trim() === '' ? 0 : Number(v.bufferMinutes),
      };
      await saveBay({ id: bay?.id ?? null, bay: body });
      onSaved();
      onClose();
    },
  });
  const v = form.values!;
  return (
    <Dialog title={bay ? `Edit ${bay.name}` : 'Add Bay'} onClose={onClose}>
      <SettingsFormShell form={form} saveLabel={bay ? 'Save Bay' : 'Create Bay'}>
        <Field
          label="Bay name"
          value={v.name}
          maxLength={80}
          onChange={(e) => form.set('name', e.target.value)}
          error={form.errors.name}
        />
        <Field
          label="Description"
          value={v.description}
          maxLength={200}
          onChange={(e) => form.set('description', e.target.value)}
          error={form.errors.description}
          hint="Shown to customers as the bay type, e.g. Premium Bay."
        />
        <MoneyInput
          label="Hourly rate"
          value={v.hourlyRate}
          onChange={(x) => form.set('hourlyRate', x)}
          error={form.errors.hourlyRate}
        />
        <MoneyInput
          label="Peak hourly rate"
          value={v.peakHourlyRate}
          onChange={(x) => form.set('peakHourlyRate', x)}
          error={form.errors.peakHourlyRate}
        />
        <p className="muted small" style={{ margin: 0 }}>
          Leave the rates empty to use the business hours&apos; rates of each day.
        </p>
        <Field
          label="Buffer after each booking (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          step={5}
          value={v.bufferMinutes}
          onChange={(e) => form.set('bufferMinutes', e.target.value)}
          error={form.errors.bufferMinutes}
          hint="Cleaning time kept free after every booking on this bay: 0 to 120, in 5-minute steps."
        />
      </SettingsFormShell>
    </Dialog>
  );
}

/** /admin/bay-management: every bay, inactive ones too; add, edit, activate and deactivate. */
export function BayManagementPage() {
  const { data, error, mutate } = useAdminBays();
  const [editing, setEditing] = useState<AdminBay | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminBay | null>(null);
  const activate = useActivateBay();
  const deactivate = useDeactivateBay();
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Bay Management</h1>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Add Bay
        </button>
      </div>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {data ? (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Bays</caption>
            <thead>
              <tr>
                <th scope="col">Bay</th>
                <th scope="col">Rates</th>
                <th scope="col">Buffer</th>
                <th scope="col">Status</th>
                <th scope="col">Upcoming</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.length === 0 ? (
                <tr>
                  <td colSpan={6}>No bays yet.</td>
                </tr>
              ) : null}
              {data.map((bay) => (
                <tr key={bay.id}>
                  <th scope="row">
                    {bay.name}
                    {bay.description ? <div className="muted small">{bay.description}</div> : null}
                  </th>
                  <td data-label="Rates">
                    {bay.hourlyRate ? formatMoney(bay.hourlyRate) : 'Day rate'}
                    {bay.peakHourlyRate ? ` / peak ${formatMoney(bay.peakHourlyRate)}` : ''}
                  </td>
                  <td data-label="Buffer">{bufferLabel(bay.bufferMinutes ?? 0)}</td>
                  <td data-label="Status">
                    <span className={`badge${bay.isActive ? '' : ' badge-muted'}`}>
                      {bay.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  <td data-label="Upcoming">{bay.upcomingBookings}</td>
                  <td data-label="Actions">
                    <div className="row">
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(bay)}>
                        Edit <span className="visually-hidden">{bay.name}</span>
                      </button>
                      {bay.isActive ? (
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDeactivating(bay)}>
                          Deactivate <span className="visually-hidden">{bay.name}</span>
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() => void activate.trigger(bay)}
                        >
                          Activate <span className="visually-hidden">{bay.name}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.length > 0 ? (
        <section aria-labelledby="bay-devices-title" className="stack">
          <h2 id="bay-devices-title">Devices</h2>
          <p className="muted">Screens and simulator PCs paired with a bay follow its sessions by their own token.</p>
          {data.map((bay) => (
            <Slot key={bay.id} name="bay-screens.devices" bay={{ id: bay.id, name: bay.name }} />
          ))}
        </section>
      ) : null}
      {editing ? (
        <BayDialog
          bay={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void mutate()}
        />
      ) : null}
      {deactivating ? (
        <ConfirmDialog
          title={`Deactivate ${deactivating.name}?`}
          confirmLabel="Deactivate Bay"
          destructive
          onConfirm={() => deactivate.trigger(deactivating)}
          onClose={() => setDeactivating(null)}
        >
          {deactivating.upcomingBookings > 0 ? (
            <p className="alert alert-warn">
              {deactivating.name} has {deactivating.upcomingBookings} upcoming confirmed booking
              {deactivating.upcomingBookings === 1 ? '' : 's'}. They stay booked; move or cancel them from the bookings
              page.
            </p>
          ) : null}
          <p>Customers will not be able to book this bay until it is activated again.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
