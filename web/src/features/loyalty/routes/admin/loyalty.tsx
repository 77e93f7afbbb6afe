import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { useLoyaltySettings, type LoyaltyAdminSettings } from '@/features/loyalty/api/loyalty-settings';
import { useSaveLoyaltySettings } from '@/features/loyalty/api/save-loyalty-settings';
import { errorMessage } from '@/lib/api-client';

function SettingsForm({ saved }: { saved: LoyaltyAdminSettings }) {
  const [isActive, setActive] = useState(saved.isActive);
  const [hours, setHours] = useState(String(saved.hoursPerCredit));
  const saving = useSaveLoyaltySettings();
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    const hoursPerCredit = Number(hours);
    if (!Number.isInteger(hoursPerCredit) || hoursPerCredit < 1 || hoursPerCredit > 1000)
      return setError('Hours per credit must be a whole number from 1 to 1000');
    setError(undefined);
    await saving.trigger({ isActive, hoursPerCredit });
  };
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="checkbox">
        <input type="checkbox" checked={isActive} onChange={(e) => setActive(e.target.checked)} />
        Loyalty program active (customers see their progress and earn credits)
      </label>
      <Field
        label="Hours per credit"
        type="number"
        min={1}
        max={1000}
        step={1}
        inputMode="numeric"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={error}
        hint="Every this many hours a customer plays (finished bookings, extensions included) earns one free credit."
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving.busy}>
          {saving.busy ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

/** /admin/loyalty: whether the program is on and how many hours earn a credit (each save is an event). */
export function LoyaltyAdminPage() {
  const { data, error } = useLoyaltySettings();
  return (
    <div className="stack">
      <h1>Loyalty Program</h1>
      <section className="card stack" aria-labelledby="loyalty-settings-title">
        <h2 id="loyalty-settings-title" style={{ margin: 0 }}>
          Settings
        </h2>
        {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
        {data ? <SettingsForm key={JSON.stringify(data)} saved={data} /> : null}
        <p className="muted small">
          Hours are counted when a booking ends; cancelled bookings earn nothing. Changing the hours per credit never
          takes back credits already earned.
        </p>
      </section>
    </div>
  );
}
