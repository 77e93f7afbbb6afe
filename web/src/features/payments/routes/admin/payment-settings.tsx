import { SettingsFormShell, useSettingsForm } from '@/components/admin/settings-form';
import { errorMessage } from '@/lib/api-client';
import { type ProcessorRow, updatePaymentProcessor, usePaymentProcessors } from '../../api/payment-processors';

interface Form {
  processor: ProcessorRow['processor'];
}

const NAMES = { square: 'Square', stripe: 'Stripe' } as const;

/** /admin/payment-settings: which card processor takes payments (each switch is an audited event). */
export function PaymentSettingsPage() {
  const { data, error, mutate } = usePaymentProcessors();
  const active = data?.find((p) => p.isActive)?.processor;
  const form = useSettingsForm<Form>({
    saved: data && { processor: active ?? data[0].processor },
    savedTitle: 'Payment Processor Saved',
    submit: async (v) => mutate(await updatePaymentProcessor(v), false),
  });
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Payment Settings</h1>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {data && form.values ? (
        <div className="card stack">
          <p style={{ margin: 0 }}>
            Active processor: <strong>{active ? NAMES[active] : 'none'}</strong>
          </p>
          <SettingsFormShell form={form} saveLabel="Use This Processor">
            <fieldset className="stack settings-fieldset">
              <legend>Processor</legend>
              {data.map((p) => (
                <label key={p.processor} className="checkbox">
                  <input
                    type="radio"
                    name="processor"
                    value={p.processor}
                    checked={form.values?.processor === p.processor}
                    onChange={() => form.set('processor', p.processor)}
                  />
                  {NAMES[p.processor]}
                  {p.isActive ? ' (active)' : ''}
                </label>
              ))}
            </fieldset>
          </SettingsFormShell>
          <p className="muted small" style={{ margin: 0 }}>
            Keys for each processor are set by the deployment (SQUARE_* and STRIPE_* variables). Payments already taken
            stay with the processor that took them, refunds included.
          </p>
        </div>
      ) : null}
    </section>
  );
}
