import { Field } from '@/components/ui/field';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { saveSystemSettings, useSystemSettings } from '@/features/catalog/api/system-settings';
import { errorMessage } from '@/lib/api-client';

interface Form {
  venueName: string;
  supportPhone: string;
  defaultAdvanceBookingDays: string;
}

const PHONE = /^\+?[\d\s().-]{7,20}$/;

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.venueName.trim()) errors.venueName = 'Venue name is required';
  if (v.supportPhone.trim() && !PHONE.test(v.supportPhone.trim()))
    errors.supportPhone = 'Support phone must be a valid phone number, like +12125550123';
  const days = Number(v.defaultAdvanceBookingDays);
  if (!Number.isInteger(days) || days < 1 || days > 365)
    errors.defaultAdvanceBookingDays = 'Default advance booking days must be a whole number from 1 to 365';
  return errors;
}

/** /admin/system-settings: venue name, support phone, the non-member booking window; the time zone read-only. */
export function SystemSettingsPage() {
  const { data, error, mutate } = useSystemSettings();
  const form = useSettingsForm<Form>({
    saved: data && {
      venueName: data.venueName,
      supportPhone: data.supportPhone ?? '',
      defaultAdvanceBookingDays: String(data.defaultAdvanceBookingDays),
    },
    validate,
    savedTitle: 'System Settings Saved',
    submit: async (v) =>
      mutate(
        await saveSystemSettings({
          venueName: v.venueName.trim(),
          supportPhone: v.supportPhone.trim() || null,
          defaultAdvanceBookingDays: Number(v.defaultAdvanceBookingDays),
        }),
        false,
      ),
  });
  const v = form.values;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">System Settings</h1>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v && data ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <Field
              label="Venue name"
              value={v.venueName}
              maxLength={100}
              onChange={(e) => form.set('venueName', e.target.value)}
              error={form.errors.venueName}
            />
            <Field
              label="Support phone"
              type="tel"
              value={v.supportPhone}
              onChange={(e) => form.set('supportPhone', e.target.value)}
              error={form.errors.supportPhone}
              hint="Shown to customers; saved in international form (+1...)."
            />
            <Field
              label="Default advance booking days"
              type="number"
              min={1}
              max={365}
              inputMode="numeric"
              value={v.defaultAdvanceBookingDays}
              onChange={(e) => form.set('defaultAdvanceBookingDays', e.target.value)}
              error={form.errors.defaultAdvanceBookingDays}
              hint="How far ahead customers without a membership may book; a membership plan may allow more."
            />
            <Field label="Time zone" value={data.timeZone} readOnly hint="Set by VENUE_TIMEZONE in the deployment." />
          </SettingsFormShell>
          <p className="muted small" style={{ margin: 0 }}>
            The time zone is not editable here: changing a live venue&apos;s zone would move the local time of every
            booking.
          </p>
        </div>
      ) : null}
    </section>
  );
}
