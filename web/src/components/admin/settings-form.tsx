import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast-store';
import { fieldErrorsOf } from './form-errors';

export type FieldErrors = Record<string, string>;

interface Options<F> {
  /** The values the server holds (undefined while loading). */
  saved: F | undefined;
  /** Checks the form before it is sent; answers a message per field (empty when fine). */
  validate?: (values: F) => FieldErrors;
  /** Sends the values; the caller refreshes its data from the answer. */
  submit: (values: F) => Promise<unknown>;
  savedTitle: string;
}

/**
 * One settings form's state: the edited values over the saved ones, whether they differ, client and
 * server field errors, and saving with a toast. Every admin settings page uses it.
 */
export function useSettingsForm<F>({ saved, validate, submit, savedTitle }: Options<F>) {
  const [draft, setDraft] = useState<F | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const values = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);

  const set = <K extends keyof F>(key: K, value: F[K]) => {
    if (!values) return;
    setDraft({ ...values, [key]: value });
    setErrors(({ [key as string]: _gone, ...rest }) => rest);
  };
  const replace = (next: F) => setDraft(next);
  const reset = () => {
    setDraft(null);
    setErrors({});
  };

  const onSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!values) return;
    const found = validate?.(values) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await submit(values);
      setDraft(null);
      toast({ title: savedTitle });
    } catch (error) {
      const server = fieldErrorsOf(error);
      setErrors(server);
      toast({ title: 'Save Failed', description: Object.values(server)[0], variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { values, set, replace, dirty, errors, busy, onSubmit, reset };
}

export type SettingsForm<F> = ReturnType<typeof useSettingsForm<F>>;

/** The form around a settings section: its fields, the form-level error, Save and Discard. */
export function SettingsFormShell<F>({
  form,
  children,
  saveLabel = 'Save Settings',
}: {
  form: SettingsForm<F>;
  children: ReactNode;
  saveLabel?: string;
}) {
  return (
    <form className="stack" noValidate onSubmit={(e) => void form.onSubmit(e)}>
      {children}
      {form.errors.form ? <p className="alert alert-error">{form.errors.form}</p> : null}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={form.busy || !form.dirty}>
          {form.busy ? 'Saving...' : saveLabel}
        </button>
        {form.dirty ? (
          <button type="button" className="btn btn-ghost" disabled={form.busy} onClick={form.reset}>
            Discard Changes
          </button>
        ) : null}
      </div>
    </form>
  );
}
