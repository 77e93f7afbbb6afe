import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import {
  saveCancellationPolicy,
  useCancellationPolicy,
  type CancellationTier as Tier,
} from '@/features/catalog/api/cancellation-policy';
import { errorMessage } from '@/lib/api-client';

interface Form {
  tiers: Array<{ minHoursBefore: string; refundPercentage: string }>;
}

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  v.tiers.forEach((t, i) => {
    const h = Number(t.minHoursBefore);
    const p = Number(t.refundPercentage);
    if (t.minHoursBefore.trim() === '' || !(h >= 0 && h <= 720))
      errors[`tiers.${i}.minHoursBefore`] = 'Hours before must be 0 to 720';
    if (t.refundPercentage.trim() === '' || !Number.isInteger(p) || p < 0 || p > 100)
      errors[`tiers.${i}.refundPercentage`] = 'refundPercentage must be 0 to 100';
  });
  const hours = v.tiers.map((t) => t.minHoursBefore.trim());
  if (new Set(hours).size !== hours.length) errors.form = 'Two tiers have the same hours before';
  return errors;
}

const toTiers = (v: Form): Tier[] =>
  v.tiers
    .map((t) => ({ minHoursBefore: Number(t.minHoursBefore), refundPercentage: Number(t.refundPercentage) }))
    .sort((a, b) => b.minHoursBefore - a.minHoursBefore);

/** The refund a cancellation `hours` before the start gets under these tiers (the first tier met). */
export function previewSentence(tiers: Tier[], hours: number): string {
  const tier = [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore).find((t) => hours >= t.minHoursBefore);
  return `Cancelled ${hours} h before: ${tier?.refundPercentage ?? 0}% refunded`;
}

/** /admin/cancellation-policy: refund tiers (hours before the start -> refund %), with a preview. */
export function CancellationPolicyPage() {
  const { data, error, mutate } = useCancellationPolicy();
  const [previewHours, setPreviewHours] = useState('30');
  const form = useSettingsForm<Form>({
    saved: data && {
      tiers: data.tiers.map((t) => ({
        minHoursBefore: String(t.minHoursBefore),
        refundPercentage: String(t.refundPercentage),
      })),
    },
    validate,
    savedTitle: 'Cancellation Policy Saved',
    submit: async (v) => mutate(await saveCancellationPolicy({ tiers: toTiers(v) }), false),
  });
  const v = form.values;
  const setTier = (i: number, key: 'minHoursBefore' | 'refundPercentage', value: string) =>
    v &&
    form.set(
      'tiers',
      v.tiers.map((t, j) => (j === i ? { ...t, [key]: value } : t)),
    );
  const valid = v && Object.keys(validate(v)).length === 0;
  const hours = Number(previewHours);
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Cancellation Policy</h1>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v ? (
        <div className="card stack">
          <SettingsFormShell form={form} saveLabel="Save Policy">
            {v.tiers.length === 0 ? <p className="muted">No tiers: cancellations are never refunded.</p> : null}
            {v.tiers.map((t, i) => (
              <fieldset key={i} className="settings-row">
                <legend className="visually-hidden">Tier {i + 1}</legend>
                <Field
                  label={`Tier ${i + 1}: hours before`}
                  type="number"
                  min={0}
                  value={t.minHoursBefore}
                  onChange={(e) => setTier(i, 'minHoursBefore', e.target.value)}
                  error={form.errors[`tiers.${i}.minHoursBefore`]}
                />
                <Field
                  label={`Tier ${i + 1}: refund %`}
                  type="number"
                  min={0}
                  max={100}
                  value={t.refundPercentage}
                  onChange={(e) => setTier(i, 'refundPercentage', e.target.value)}
                  error={form.errors[`tiers.${i}.refundPercentage`]}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() =>
                    form.set(
                      'tiers',
                      v.tiers.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove tier {i + 1}
                </button>
              </fieldset>
            ))}
            <div>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={v.tiers.length >= 10}
                onClick={() => form.set('tiers', [...v.tiers, { minHoursBefore: '', refundPercentage: '' }])}
              >
                Add Tier
              </button>
            </div>
          </SettingsFormShell>
          <div className="stack">
            <h2 className="card-title">Preview</h2>
            <Field
              label="Cancelled this many hours before"
              type="number"
              min={0}
              value={previewHours}
              onChange={(e) => setPreviewHours(e.target.value)}
            />
            <p aria-live="polite" data-testid="policy-preview">
              {valid && previewHours.trim() !== '' && hours >= 0
                ? previewSentence(toTiers(v), hours)
                : 'Fix the tiers to see the preview.'}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
