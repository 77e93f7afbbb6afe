import type { DoorAccessSettingsAnswer, DoorCodeLogItem } from '@contracts/door-access/door-access';
import { DataTable, type Column } from '@/components/admin/data-table';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { Field } from '@/components/ui/field';
import { saveDoorAccessSettings, useDoorAccessSettings } from '@/features/door-access/api/door-access-settings';
import { errorMessage } from '@/lib/api-client';
import { formatVenueDateTime } from '@/lib/venue-time';

type Provider = DoorAccessSettingsAnswer['provider'];
interface Form {
  enabled: boolean;
  provider: Provider;
  webhookUrl: string;
  /** A new signing secret; empty keeps the saved one. */
  secret: string;
  minutesBefore: string;
  codeLength: string;
}

const wholeIn = (s: string, min: number, max: number) =>
  s.trim() !== '' && Number.isInteger(Number(s)) && Number(s) >= min && Number(s) <= max;
const when = (iso: string | null) => (iso ? formatVenueDateTime(iso) : '');

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (v.provider === 'generic_webhook' && !v.webhookUrl.trim()) errors.webhookUrl = 'The generic webhook needs a URL';
  if (v.secret && v.secret.length < 16) errors.secret = 'The signing secret must be at least 16 characters';
  if (!wholeIn(v.minutesBefore, 0, 240)) errors.minutesBefore = 'A code opens 0 to 240 minutes before the booking';
  if (!wholeIn(v.codeLength, 4, 8)) errors.codeLength = 'Code length must be 4 to 8 digits';
  return errors;
}

const ACTION_LABELS: Record<DoorCodeLogItem['action'], string> = {
  issued: 'Issued',
  updated: 'Moved',
  revoked: 'Revoked',
};
const DELIVERY_LABELS: Record<DoorCodeLogItem['deliveryStatus'], string> = {
  pending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
  not_sent: 'Not sent (no provider)',
};

const columns: Column<DoorCodeLogItem>[] = [
  { header: 'When', sort: 'at', render: (c) => when(c.at), csv: (c) => c.at },
  { header: 'Booking', render: (c) => <code>{c.reference}</code>, csv: (c) => c.bookingId },
  { header: 'Customer', render: (c) => c.customerName ?? 'Guest', csv: (c) => c.customerName },
  { header: 'Bay', render: (c) => c.bayName ?? '', csv: (c) => c.bayName },
  { header: 'Change', render: (c) => ACTION_LABELS[c.action], csv: (c) => c.action },
  { header: 'Code', render: (c) => <code>{c.code}</code>, csv: (c) => c.code },
  {
    header: 'Valid',
    render: (c) => `${when(c.validFrom)} – ${when(c.validUntil)}`,
    csv: (c) => `${c.validFrom} - ${c.validUntil}`,
  },
  {
    header: 'Door system',
    render: (c) => (
      <span
        className={`badge${c.deliveryStatus === 'delivered' ? '' : ' badge-muted'}`}
        title={c.deliveryError ?? undefined}
      >
        {DELIVERY_LABELS[c.deliveryStatus]}
        {c.deliveryStatus === 'failed' && c.deliveryError ? `: ${c.deliveryError}` : ''}
      </span>
    ),
    csv: (c) => c.deliveryStatus,
  },
];

/** /admin/door-access: door codes for bookings, where they are sent, and every code issued. */
export function DoorAccessPage() {
  const { data, error, mutate } = useDoorAccessSettings();
  const form = useSettingsForm<Form>({
    saved: data && {
      enabled: data.enabled,
      provider: data.provider,
      webhookUrl: data.webhookUrl ?? '',
      secret: '',
      minutesBefore: String(data.minutesBefore),
      codeLength: String(data.codeLength),
    },
    validate,
    savedTitle: 'Door Access Settings Saved',
    submit: async (v) =>
      mutate(
        await saveDoorAccessSettings({
          enabled: v.enabled,
          provider: v.provider,
          webhookUrl: v.webhookUrl.trim() || null,
          ...(v.secret ? { secret: v.secret } : {}),
          minutesBefore: Number(v.minutesBefore),
          codeLength: Number(v.codeLength),
        }),
        false,
      ),
  });
  const v = form.values;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Door Access</h1>
      <p className="muted">
        Each confirmed booking gets a door code, valid from the minutes below before its start until it ends. The code
        is in the receipt and in reminders ({'{doorCode}'}); moving the booking moves its window, cancelling it revokes
        the code.
      </p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <label className="checkbox">
              <input type="checkbox" checked={v.enabled} onChange={(e) => form.set('enabled', e.target.checked)} />
              Give bookings door codes
            </label>
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
              <>
                <Field
                  label="Webhook URL"
                  type="url"
                  value={v.webhookUrl}
                  onChange={(e) => form.set('webhookUrl', e.target.value)}
                  error={form.errors.webhookUrl}
                  hint="Gets a signed JSON post for each code issued, moved or revoked. Must start with https://."
                />
                <Field
                  label="Signing secret"
                  type="password"
                  autoComplete="new-password"
                  value={v.secret}
                  onChange={(e) => form.set('secret', e.target.value)}
                  error={form.errors.secret}
                  hint={
                    data?.hasSecret
                      ? 'A secret is saved (never shown again). Type a new one to replace it.'
                      : 'X-Webhook-Signature is sha256=HMAC-SHA256(secret, "<X-Webhook-Timestamp>.<body>").'
                  }
                />
              </>
            ) : null}
            <Field
              label="Minutes valid before the start"
              type="number"
              min={0}
              max={240}
              value={v.minutesBefore}
              onChange={(e) => form.set('minutesBefore', e.target.value)}
              error={form.errors.minutesBefore}
            />
            <Field
              label="Code length"
              type="number"
              min={4}
              max={8}
              value={v.codeLength}
              onChange={(e) => form.set('codeLength', e.target.value)}
              error={form.errors.codeLength}
            />
          </SettingsFormShell>
        </div>
      ) : null}
      <h2>Codes issued</h2>
      <DataTable<DoorCodeLogItem>
        endpoint="/api/admin/door-access/codes"
        columns={columns}
        rowKey={(c) => c.eventId}
        caption="Door codes issued, moved and revoked"
        empty="No door codes yet."
        pageSize={25}
        csvName="door-codes.csv"
      />
    </section>
  );
}
