import type { FeeSetting, NoShowPolicyRequest } from '@contracts/no-show/no-show';
import { Field } from '@/components/ui/field';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { saveNoShowPolicy, useNoShowPolicy } from '@/features/no-show/api/no-show-policy';
import { errorMessage } from '@/lib/api-client';
import { currencySymbol } from '@/lib/money';

interface FeeForm {
  kind: 'fixed' | 'percent';
  value: string;
}
interface Form {
  cardRequired: boolean;
  hoursAhead: string;
  noShowFee: FeeForm;
  lateFee: FeeForm;
}

const feeForm = (f: FeeSetting): FeeForm =>
  f.kind === 'fixed' ? { kind: 'fixed', value: f.amount } : { kind: 'percent', value: String(f.percent) };
const feeSetting = (f: FeeForm): FeeSetting =>
  f.kind === 'fixed' ? { kind: 'fixed', amount: f.value.trim() } : { kind: 'percent', percent: Number(f.value) };

function feeError(f: FeeForm): string | null {
  if (f.kind === 'fixed')
    return /^\d{1,6}(\.\d{1,2})?$/.test(f.value.trim()) ? null : 'Enter the fee as a dollar amount like 20.00';
  const n = Number(f.value);
  return f.value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 100
    ? null
    : 'The percentage must be a whole number from 0 to 100';
}

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  const h = Number(v.hoursAhead);
  if (v.hoursAhead.trim() === '' || !Number.isInteger(h) || h < 0 || h > 720)
    errors.hoursAhead = 'Hours ahead must be a whole number from 0 to 720';
  const noShow = feeError(v.noShowFee);
  if (noShow) errors.noShowFee = noShow;
  const late = feeError(v.lateFee);
  if (late) errors.lateFee = late;
  return errors;
}

function FeeFields(props: { id: string; label: string; fee: FeeForm; error?: string; onChange: (f: FeeForm) => void }) {
  const { id, label, fee, onChange } = props;
  return (
    <fieldset className="settings-row">
      <legend className="label">{label}</legend>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{label}: charged as</label>
        <select
          id={`${id}-kind`}
          className="input"
          value={fee.kind}
          onChange={(e) => onChange({ kind: e.target.value as FeeForm['kind'], value: '0' })}
        >
          <option value="fixed">A fixed amount ({currencySymbol()})</option>
          <option value="percent">A percentage of the booking price</option>
        </select>
      </div>
      <Field
        label={fee.kind === 'fixed' ? `${label} (${currencySymbol()})` : `${label} (%)`}
        inputMode="decimal"
        value={fee.value}
        onChange={(e) => onChange({ ...fee, value: e.target.value })}
        error={props.error}
      />
    </fieldset>
  );
}

/**
 * /admin/no-show: a card on file for bookings made far ahead, the no-show fee (charged to that card when
 * a booking is marked a no-show) and the late cancellation fee ("late" is the cancellation policy's window).
 */
export function NoShowPage() {
  const { data, error, mutate } = useNoShowPolicy();
  const form = useSettingsForm<Form>({
    saved: data && {
      cardRequired: data.cardRequired,
      hoursAhead: String(data.cardRequiredHoursAhead),
      noShowFee: feeForm(data.noShowFee),
      lateFee: feeForm(data.lateCancellationFee),
    },
    validate,
    savedTitle: 'No-Show Protection Saved',
    submit: async (v) => {
      const body: NoShowPolicyRequest = {
        cardRequired: v.cardRequired,
        cardRequiredHoursAhead: Number(v.hoursAhead),
        noShowFee: feeSetting(v.noShowFee),
        lateCancellationFee: feeSetting(v.lateFee),
      };
      return mutate(await saveNoShowPolicy(body), false);
    },
  });
  const v = form.values;
  const late = data?.lateWindowHours;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">No-Show Protection</h1>
      <p className="muted">
        Fees are charged off-session to the customer&apos;s card on file, once per booking. What the customer already
        paid for the booking counts toward the fee.
      </p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={v.cardRequired}
                onChange={(e) => form.set('cardRequired', e.target.checked)}
              />
              Require a card on file for bookings made far ahead
            </label>
            <Field
              label="Hours ahead"
              type="number"
              min={0}
              max={720}
              value={v.hoursAhead}
              disabled={!v.cardRequired}
              onChange={(e) => form.set('hoursAhead', e.target.value)}
              error={form.errors.hoursAhead}
              hint="Bookings starting more than this many hours after they are made need a card on file."
            />
            <FeeFields
              id="no-show-fee"
              label="No-show fee"
              fee={v.noShowFee}
              error={form.errors.noShowFee}
              onChange={(f) => form.set('noShowFee', f)}
            />
            <FeeFields
              id="late-fee"
              label="Late cancellation fee"
              fee={v.lateFee}
              error={form.errors.lateFee}
              onChange={(f) => form.set('lateFee', f)}
            />
            <p className="muted small" data-testid="late-window">
              {late === null
                ? 'Your cancellation policy never refunds in full, so every cancellation is late.'
                : `A cancellation is late when it is less than ${late} hours before the start (your cancellation policy's full-refund window).`}{' '}
              An admin cancelling with an override can waive the fee.
            </p>
          </SettingsFormShell>
        </div>
      ) : null}
    </section>
  );
}
