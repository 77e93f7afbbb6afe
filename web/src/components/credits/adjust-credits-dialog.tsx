import { useState, type ReactNode } from 'react';
import { CREDIT_BUCKET_NAMES } from '@contracts/customers/admin-customers';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';

export interface CreditChange {
  amount: string;
  bucket: string;
  reason: string;
}

interface Props {
  title: string;
  description: string;
  /** Negative amounts allowed (an adjustment) or not (a grant). */
  allowNegative: boolean;
  submitLabel: string;
  /** What comes before the amount (the Credits page's customer search). */
  children?: ReactNode;
  canSubmit?: boolean;
  onSubmit: (change: CreditChange) => Promise<unknown>;
  onClose: () => void;
}

/** Amount, bucket and a required reason: the customer page's adjustment and the Credits page's grant. */
export function CreditChangeDialog({
  title,
  description,
  allowNegative,
  submitLabel,
  children,
  canSubmit = true,
  onSubmit,
  onClose,
}: Props) {
  const [form, setForm] = useState<CreditChange>({ amount: '', bucket: 'general', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CreditChange, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const amount = Number(form.amount);
    const next: typeof errors = {};
    if (!form.amount.trim() || !Number.isFinite(amount) || amount === 0 || !Number.isInteger(amount * 2))
      next.amount = 'Enter a number of credits in half steps, like 1 or 1.5';
    else if (!allowNegative && amount < 0) next.amount = 'Grants are positive amounts';
    if (!form.reason.trim()) next.reason = 'A reason is required';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ ...form, reason: form.reason.trim() });
      onClose();
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={title}
      description={description}
      onClose={() => !busy && onClose()}
      testId="credit-change-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || !canSubmit} onClick={() => void submit()}>
            {busy ? 'Saving…' : submitLabel}
          </button>
        </div>
      }
    >
      <div className="stack">
        {children}
        <div className="form-grid-2">
          <Field
            label={allowNegative ? 'Credits (negative to remove)' : 'Credits'}
            inputMode="decimal"
            value={form.amount}
            error={errors.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
          />
          <div className="field">
            <label htmlFor="credit-bucket">Bucket</label>
            <select
              id="credit-bucket"
              className="input"
              value={form.bucket}
              onChange={(e) => setForm({ ...form, bucket: e.target.value })}
            >
              {CREDIT_BUCKET_NAMES.map((b) => (
                <option key={b} value={b}>
                  {b[0].toUpperCase() + b.slice(1)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          label="Reason"
          value={form.reason}
          error={errors.reason}
          onChange={(e) => setForm({ ...form, reason: e.target.value })}
        />
        {failure ? (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
