import useSWR from 'swr';
import { Field } from '@/components/ui/field';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { api, errorMessage } from '@/lib/api-client';

type Provider = 'none' | 'generic_webhook';
interface DoorAccess {
  provider: Provider;
  webhookUrl: string | null;
  codeLength: number;
  validBeforeMinutes: number;
  validAfterMinutes: number;
}
interface Form {
  provider: Provider;
  webhookUrl: string;
  codeLength: string;
  validBeforeMinutes: string;
  validAfterMinutes: string;
}

const KEY = '/api/admin/door-access';
const wholeIn = (s: string, min: number, max: number) =>
  Number.isInteger(Number(s)) && s.trim() !== '' && Number(s) >= min && Number(s) <= max;

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (v.provider === 'generic_webhook' && !v.webhookUrl.trim())
    errors.webhookUrl = 'A webhook URL is required for the webhook provider';
  if (!wholeIn(v.codeLength, 4, 8)) errors.codeLength = 'Code length must be 4 to 8 digits';
  if (!wholeIn(v.validBeforeMinutes, 0, 1440))
    errors.validBeforeMinutes = 'Minutes valid before the start must be 0 to 1440 minutes';
  if (!wholeIn(v.validAfterMinutes, 0, 1440))
    errors.validAfterMinutes = 'Minutes valid after the end must be 0 to 1440 minutes';
  return errors;
}

/** /admin/door-access: how door codes will be made and sent (the door feature itself comes later). */
export function DoorAccessPage() {
  const { data, error, mutate } = useSWR(KEY, (k: string) => api.get<DoorAccess>(k));
  const form = useSettingsForm<Form>({
    saved: data && {
      provider: data.provider,
      webhookUrl: data.webhookUrl ?? '',
      codeLength: String(data.codeLength),
      validBeforeMinutes: String(data.validBeforeMinutes),
      validAfterMinutes: String(data.validAfterMinutes),
    },
    validate,
    savedTitle: 'Door Access Settings Saved',
    submit: async (v) =>
      mutate(
        await api.put<DoorAccess>(KEY, {
          provider: v.provider,
          webhookUrl: v.webhookUrl.trim() || null,
          codeLength: Number(v.codeLength),
          validBeforeMinutes: Number(v.validBeforeMinutes),
          validAfterMinutes: Number(v.validAfterMinutes),
        }),
        false,
      ),
  });
  const v = form.values;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Door Access</h1>
      <p className="muted">Settings for door codes. Customers do not get codes yet: the door feature comes later.</p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <div className="field">
              <label htmlFor="door-provider">Provider</label>
              <select
                id="door-provider"
                className="input"
                value={v.provider}
                onChange={(e) => form.set('provider', e.target.value as Provider)}
              >
                <option value="none">None</option>
                <option value="generic_webhook">Generic webhook</option>
              </select>
            </div>
            {v.provider === 'generic_webhook' ? (
              <Field
                label="Webhook URL"
                type="url"
                value={v.webhookUrl}
                onChange={(e) => form.set('webhookUrl', e.target.value)}
                error={form.errors.webhookUrl}
                hint="Must start with https:// (plain http only in development)."
              />
            ) : null}
            <Field
              label="Code length"
              type="number"
              min={4}
              max={8}
              value={v.codeLength}
              onChange={(e) => form.set('codeLength', e.target.value)}
              error={form.errors.codeLength}
            />
            <Field
              label="Minutes valid before the start"
              type="number"
              min={0}
              value={v.validBeforeMinutes}
              onChange={(e) => form.set('validBeforeMinutes', e.target.value)}
              error={form.errors.validBeforeMinutes}
            />
            <Field
              label="Minutes valid after the end"
              type="number"
              min={0}
              value={v.validAfterMinutes}
              onChange={(e) => form.set('validAfterMinutes', e.target.value)}
              error={form.errors.validAfterMinutes}
            />
          </SettingsFormShell>
        </div>
      ) : null}
    </section>
  );
}
