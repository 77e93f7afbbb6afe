import type { ReminderLogItem, ReminderSettingsAnswer } from '@contracts/reminders/reminders';
import { DataTable, type Column } from '@/components/admin/data-table';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { Field } from '@/components/ui/field';
import {
  saveReminderSettings,
  useReminderSettings,
  useUpcomingReminders,
} from '@/features/reminders/api/reminder-settings';
import { errorMessage } from '@/lib/api-client';
import { formatVenueDateTime } from '@/lib/venue-time';

type Kind = 'day_before' | 'hours_before';
interface Rule {
  enabled: boolean;
  hoursBefore: string;
  template: string;
}
interface Form {
  day_before: Rule;
  hours_before: Rule;
  quietHoursStart: string;
  quietHoursEnd: string;
}

const KIND_LABELS: Record<Kind, string> = { day_before: 'First reminder', hours_before: 'Second reminder' };
const when = (iso: string) => formatVenueDateTime(iso);

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  for (const kind of ['day_before', 'hours_before'] as const) {
    const hours = Number(v[kind].hoursBefore);
    if (v[kind].hoursBefore.trim() === '' || !Number.isFinite(hours) || hours * 60 < 15 || hours > 168)
      errors[`${kind}.minutesBefore`] = 'A reminder goes 0.25 to 168 hours before the booking';
    if (!v[kind].template.trim()) errors[`${kind}.template`] = 'The reminder text cannot be empty';
  }
  if (Boolean(v.quietHoursStart) !== Boolean(v.quietHoursEnd))
    errors.quietHoursEnd = 'Set both ends of the quiet hours, or neither';
  return errors;
}

const logColumns: Column<ReminderLogItem>[] = [
  { header: 'When', sort: 'at', render: (r) => when(r.at), csv: (r) => r.at },
  { header: 'Booking', render: (r) => <code>{r.reference}</code>, csv: (r) => r.bookingId },
  { header: 'Customer', render: (r) => r.customerName ?? 'Guest', csv: (r) => r.customerName },
  { header: 'Bay', render: (r) => r.bayName ?? '', csv: (r) => r.bayName },
  { header: 'Reminder', render: (r) => KIND_LABELS[r.kind], csv: (r) => r.kind },
  { header: 'Starts', render: (r) => when(r.bookingStartsAt), csv: (r) => r.bookingStartsAt },
  {
    header: 'Result',
    render: (r) => (
      <span className={`badge${r.outcome === 'sent' && r.delivery === 'sent' ? '' : ' badge-muted'}`}>
        {r.outcome === 'skipped' ? 'Skipped: no phone' : `Text ${r.delivery ?? 'queued'}`}
      </span>
    ),
    csv: (r) => (r.outcome === 'skipped' ? `skipped ${r.reason}` : r.delivery),
  },
];

function RuleFields({ kind, form }: { kind: Kind; form: ReturnType<typeof useSettingsForm<Form>> }) {
  const rule = form.values![kind];
  const set = (patch: Partial<Rule>) => form.set(kind, { ...rule, ...patch });
  return (
    <fieldset className="stack reminder-rule">
      <legend>{KIND_LABELS[kind]}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={rule.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        Send the {KIND_LABELS[kind].toLowerCase()}
      </label>
      <Field
        label={`${KIND_LABELS[kind]}: hours before the booking`}
        type="number"
        min={0.25}
        max={168}
        step={0.25}
        value={rule.hoursBefore}
        onChange={(e) => set({ hoursBefore: e.target.value })}
        error={form.errors[`${kind}.minutesBefore`]}
      />
      <div className="field">
        <label htmlFor={`reminder-${kind}-text`}>{KIND_LABELS[kind]}: text</label>
        <textarea
          id={`reminder-${kind}-text`}
          className="input"
          rows={3}
          maxLength={480}
          value={rule.template}
          onChange={(e) => set({ template: e.target.value })}
        />
        {form.errors[`${kind}.template`] ? (
          <p className="field-error" role="alert">
            {form.errors[`${kind}.template`]}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** /admin/reminders: when booking reminders are texted and what they say, what is due and what was sent. */
export function RemindersPage() {
  const { data, error, mutate } = useReminderSettings();
  const upcoming = useUpcomingReminders();
  const ruleOf = (r: ReminderSettingsAnswer['day_before']): Rule => ({
    enabled: r.enabled,
    hoursBefore: String(r.minutesBefore / 60),
    template: r.template,
  });
  const form = useSettingsForm<Form>({
    saved: data && {
      day_before: ruleOf(data.day_before),
      hours_before: ruleOf(data.hours_before),
      quietHoursStart: data.quietHoursStart ?? '',
      quietHoursEnd: data.quietHoursEnd ?? '',
    },
    validate,
    savedTitle: 'Reminder Settings Saved',
    submit: async (v) => {
      const rule = (r: Rule) => ({
        enabled: r.enabled,
        minutesBefore: Math.round(Number(r.hoursBefore) * 60),
        template: r.template.trim(),
      });
      await mutate(
        await saveReminderSettings({
          day_before: rule(v.day_before),
          hours_before: rule(v.hours_before),
          quietHoursStart: v.quietHoursStart || null,
          quietHoursEnd: v.quietHoursEnd || null,
        }),
        false,
      );
      await upcoming.mutate();
    },
  });
  const v = form.values;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Reminders</h1>
      <p className="muted">
        Customers with a phone on their account get these texts before each confirmed booking. A reminder that would
        fall in quiet hours goes when they end if that is still before the booking, otherwise when they begin the
        evening before. Moving a booking moves its reminders; cancelling it cancels them.
      </p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v && data ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <p className="small muted" style={{ margin: 0 }}>
              Placeholders: {data.placeholders.join(', ')}. {'{doorCode}'} becomes “ Door code: 123456.” when the
              booking has one, and nothing otherwise.
            </p>
            <RuleFields kind="day_before" form={form} />
            <p className="small" data-testid="preview-day_before">
              <strong>Preview:</strong> {data.preview.day_before}
            </p>
            <RuleFields kind="hours_before" form={form} />
            <p className="small" data-testid="preview-hours_before">
              <strong>Preview:</strong> {data.preview.hours_before}
            </p>
            <div className="row reminder-quiet">
              <Field
                label="Quiet hours start"
                type="time"
                value={v.quietHoursStart}
                onChange={(e) => form.set('quietHoursStart', e.target.value)}
              />
              <Field
                label="Quiet hours end"
                type="time"
                value={v.quietHoursEnd}
                onChange={(e) => form.set('quietHoursEnd', e.target.value)}
                error={form.errors.quietHoursEnd}
              />
            </div>
          </SettingsFormShell>
        </div>
      ) : null}
      <h2>Coming up</h2>
      {upcoming.data?.items.length ? (
        <ul className="stack reminder-upcoming">
          {upcoming.data.items.map((u) => (
            <li key={`${u.bookingId}-${u.kind}`}>
              <strong>{when(u.sendAt)}</strong>: {KIND_LABELS[u.kind].toLowerCase()} to {u.customerName ?? 'a guest'}{' '}
              for {u.bayName ?? 'a bay'} at {when(u.bookingStartsAt)} (<code>{u.reference}</code>)
              {u.hasPhone ? null : <span className="badge badge-muted">no phone: skipped</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No reminders due in the next week.</p>
      )}
      <h2>Sent</h2>
      <DataTable<ReminderLogItem>
        endpoint="/api/admin/reminders/log"
        columns={logColumns}
        rowKey={(r) => r.id}
        caption="Reminders sent"
        empty="No reminders sent yet."
        pageSize={25}
        csvName="reminders.csv"
      />
    </section>
  );
}
