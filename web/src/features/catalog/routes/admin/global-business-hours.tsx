import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/admin/money-input';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { saveDayHours, useBusinessHours, type DayHours } from '@/features/catalog/api/business-hours';
import { errorMessage } from '@/lib/api-client';

interface Form {
  openTime: string;
  closeTime: string;
  overnight: boolean;
  bookingIntervalMinutes: string;
  peakStartTime: string;
  peakEndTime: string;
  baseHourlyRate: string;
  peakHourlyRate: string;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hm = (t: string | null) => (t ? t.slice(0, 5) : '');
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const CLOSE_BEFORE_OPEN =
  'Close time must be after the open time (tick "Closes after midnight" for late nights)';
export const PEAK_OUTSIDE = 'The peak window must fall within the opening hours';

export function validateHours(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.openTime) errors.openTime = 'Open time must be a time like 17:00';
  if (!v.closeTime) errors.closeTime = 'Close time must be a time like 17:00';
  if (errors.openTime || errors.closeTime) return errors;
  const open = minutes(v.openTime);
  const midnight = v.closeTime === '00:00';
  let close = minutes(v.closeTime);
  if (close === open) errors.closeTime = 'Close time must differ from open time';
  else if (close < open && !v.overnight && !midnight) errors.closeTime = CLOSE_BEFORE_OPEN;
  else if (close > open && v.overnight) errors.closeTime = 'An after-midnight close must be earlier than the open time';
  if (close <= open) close += 1440;
  if (Boolean(v.peakStartTime) !== Boolean(v.peakEndTime))
    errors.peakEndTime = 'Set both peak start and peak end times, or neither';
  else if (v.peakStartTime && !errors.closeTime) {
    const after = (t: string, nextAtOpen: boolean) => {
      const m = minutes(t) - open;
      return m < 0 || (m === 0 && nextAtOpen) ? m + 1440 : m;
    };
    const start = after(v.peakStartTime, false);
    const end = after(v.peakEndTime, true);
    if (!(start < end && end <= close - open)) errors.peakStartTime = PEAK_OUTSIDE;
  }
  return errors;
}

function DayForm({ day, saved, onSaved }: { day: number; saved: DayHours | undefined; onSaved: () => void }) {
  const form = useSettingsForm<Form>({
    saved: {
      openTime: hm(saved?.openTime ?? '06:00'),
      closeTime: hm(saved?.closeTime ?? '22:00'),
      overnight: saved ? minutes(saved.closeTime) < minutes(saved.openTime) && hm(saved.closeTime) !== '00:00' : false,
      bookingIntervalMinutes: String(saved?.bookingIntervalMinutes ?? 30),
      peakStartTime: hm(saved?.peakStartTime ?? null),
      peakEndTime: hm(saved?.peakEndTime ?? null),
      baseHourlyRate: saved?.baseHourlyRate ?? '',
      peakHourlyRate: saved?.peakHourlyRate ?? '',
    },
    validate: validateHours,
    savedTitle: `${DAYS[day]} Hours Saved`,
    submit: async (v) => {
      await saveDayHours({
        day,
        hours: {
          openTime: v.openTime,
          closeTime: v.closeTime,
          bookingIntervalMinutes: Number(v.bookingIntervalMinutes),
          peakStartTime: v.peakStartTime || null,
          peakEndTime: v.peakEndTime || null,
          baseHourlyRate: v.baseHourlyRate || null,
          peakHourlyRate: v.peakHourlyRate || null,
        },
      });
      onSaved();
    },
  });
  const v = form.values!;
  const id = `hours-${day}`;
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {DAYS[day]}
        {saved ? null : <span className="badge badge-muted"> not set</span>}
      </h2>
      <SettingsFormShell form={form} saveLabel={`Save ${DAYS[day]}`}>
        <div className="settings-row">
          <Field
            label={`${DAYS[day]} open`}
            type="time"
            value={v.openTime}
            onChange={(e) => form.set('openTime', e.target.value)}
            error={form.errors.openTime}
          />
          <Field
            label={`${DAYS[day]} close`}
            type="time"
            value={v.closeTime}
            onChange={(e) => form.set('closeTime', e.target.value)}
            error={form.errors.closeTime}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={v.overnight} onChange={(e) => form.set('overnight', e.target.checked)} />
          Closes after midnight
        </label>
        <div className="field">
          <label htmlFor={`${id}-interval`}>Booking interval</label>
          <select
            id={`${id}-interval`}
            className="input"
            value={v.bookingIntervalMinutes}
            onChange={(e) => form.set('bookingIntervalMinutes', e.target.value)}
          >
            {[15, 30, 60].map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="settings-row">
          <Field
            label={`${DAYS[day]} peak start`}
            type="time"
            value={v.peakStartTime}
            onChange={(e) => form.set('peakStartTime', e.target.value)}
            error={form.errors.peakStartTime}
          />
          <Field
            label={`${DAYS[day]} peak end`}
            type="time"
            value={v.peakEndTime}
            onChange={(e) => form.set('peakEndTime', e.target.value)}
            error={form.errors.peakEndTime}
          />
        </div>
        <div className="settings-row">
          <MoneyInput
            label={`${DAYS[day]} base rate per hour`}
            value={v.baseHourlyRate}
            onChange={(x) => form.set('baseHourlyRate', x)}
            error={form.errors.baseHourlyRate}
          />
          <MoneyInput
            label={`${DAYS[day]} peak rate per hour`}
            value={v.peakHourlyRate}
            onChange={(x) => form.set('peakHourlyRate', x)}
            error={form.errors.peakHourlyRate}
          />
        </div>
      </SettingsFormShell>
    </section>
  );
}

/** /admin/global-business-hours: per weekday open, close, interval, peak window and rates. */
export function GlobalBusinessHoursPage() {
  const { data, error, mutate } = useBusinessHours();
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Global Business Hours</h1>
      <p className="muted">Times are the venue&apos;s local time. A bay&apos;s own rates, when set, win over these.</p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {data
        ? DAYS.map((_, day) => {
            const saved = data.find((d) => d.dayOfWeek === day);
            return (
              <DayForm key={`${day}-${JSON.stringify(saved)}`} day={day} saved={saved} onSaved={() => void mutate()} />
            );
          })
        : null}
    </section>
  );
}
