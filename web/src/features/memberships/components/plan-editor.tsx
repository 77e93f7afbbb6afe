import { useState } from 'react';
import { MoneyInput } from '@/components/admin/money-input';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { MembershipPlanView } from '@/lib/memberships';
import { useSavePlan } from '../api/save-plan';
import { currencySymbol } from '@/lib/money';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Props {
  /** The plan to edit, or null for a new one. */
  plan: MembershipPlanView | null;
  onSaved: (plan: MembershipPlanView) => void;
  onClose: () => void;
}

/** Create or edit a plan: every save is a new definition on the plan's stream (its history). */
export function PlanEditor({ plan, onSaved, onClose }: Props) {
  const [form, setForm] = useState({
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    monthlyFee: plan?.monthlyFee ?? '',
    discountAmount: plan?.discountAmount ?? '0.00',
    freeCreditsPerMonth: String(plan?.freeCreditsPerMonth ?? 0),
    advanceBookingDays: String(plan?.advanceBookingDays ?? 7),
    creditRestrictedDays: plan?.creditRestrictedDays ?? [],
    creditRestrictedStartTime: plan?.creditRestrictedStartTime?.slice(0, 5) ?? '',
    creditRestrictedEndTime: plan?.creditRestrictedEndTime?.slice(0, 5) ?? '',
    isActive: plan?.isActive ?? true,
    sortOrder: String(plan?.sortOrder ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSavePlan(plan?.id ?? null, { onSaved, onErrors: setErrors });
  const busy = saving.busy;
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const text = (field: 'name' | 'description' | 'freeCreditsPerMonth' | 'advanceBookingDays' | 'sortOrder') => ({
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
    error: errors[field],
  });

  const save = async () => {
    setErrors({});
    await saving.trigger({
      ...form,
      description: form.description.trim() || null,
      freeCreditsPerMonth: Number(form.freeCreditsPerMonth),
      advanceBookingDays: Number(form.advanceBookingDays),
      sortOrder: Number(form.sortOrder),
      creditRestrictedStartTime: form.creditRestrictedStartTime || null,
      creditRestrictedEndTime: form.creditRestrictedEndTime || null,
    });
  };

  return (
    <Dialog
      title={plan ? `Edit ${plan.name}` : 'New Plan'}
      onClose={() => !busy && onClose()}
      testId="plan-editor"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save Plan'}
          </button>
        </div>
      }
    >
      <div className="stack">
        {errors.form ? (
          <p className="alert alert-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <Field label="Name" {...text('name')} />
        <Field label="Description" {...text('description')} />
        <div className="form-grid-2">
          <MoneyInput
            label={`Monthly fee (${currencySymbol()})`}
            value={form.monthlyFee}
            onChange={(v) => set({ monthlyFee: v })}
            error={errors.monthlyFee}
          />
          <MoneyInput
            label={`Discount per hour (${currencySymbol()})`}
            value={form.discountAmount}
            onChange={(v) => set({ discountAmount: v })}
            error={errors.discountAmount}
          />
          <Field label="Free credits per month" inputMode="decimal" {...text('freeCreditsPerMonth')} />
          <Field label="Advance booking days" inputMode="numeric" {...text('advanceBookingDays')} />
        </div>
        <fieldset className="stack">
          <legend className="label">Credits not usable on</legend>
          <div className="row" style={{ flexWrap: 'wrap' }}>
            {DAYS.map((day) => (
              <label key={day} className="checkbox">
                <input
                  type="checkbox"
                  checked={form.creditRestrictedDays.includes(day)}
                  onChange={(e) =>
                    set({
                      creditRestrictedDays: e.target.checked
                        ? DAYS.filter((d) => d === day || form.creditRestrictedDays.includes(d))
                        : form.creditRestrictedDays.filter((d) => d !== day),
                    })
                  }
                />
                {day}
              </label>
            ))}
          </div>
          <div className="form-grid-2">
            <Field
              label="From"
              type="time"
              value={form.creditRestrictedStartTime}
              onChange={(e) => set({ creditRestrictedStartTime: e.target.value })}
              error={errors.creditRestrictedStartTime}
            />
            <Field
              label="Until"
              type="time"
              value={form.creditRestrictedEndTime}
              onChange={(e) => set({ creditRestrictedEndTime: e.target.value })}
              error={errors.creditRestrictedEndTime}
            />
          </div>
        </fieldset>
        <div className="form-grid-2">
          <Field label="Sort order" inputMode="numeric" {...text('sortOrder')} />
          <label className="checkbox">
            <input type="checkbox" checked={form.isActive} onChange={(e) => set({ isActive: e.target.checked })} />
            Offered to customers (active)
          </label>
        </div>
      </div>
    </Dialog>
  );
}
