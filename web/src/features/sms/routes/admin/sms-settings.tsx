import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { useSaveSmsSettings } from '@/features/sms/api/save-sms-settings';
import { useSmsSettings, type SmsSettings } from '@/features/sms/api/sms-settings';

function SettingsForm({ saved }: { saved: SmsSettings }) {
  const [sender, setSender] = useState(saved.senderNumber ?? '');
  const [start, setStart] = useState(saved.quietHoursStart ?? '');
  const [end, setEnd] = useState(saved.quietHoursEnd ?? '');
  const save = useSaveSmsSettings();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save.trigger({ senderNumber: sender || null, quietHoursStart: start || null, quietHoursEnd: end || null });
      }}
    >
      <Field
        label="Sender number"
        inputMode="tel"
        value={sender}
        placeholder={saved.defaultSender ?? '+12125550100'}
        onChange={(e) => setSender(e.target.value)}
        hint={`Texts go out from this number (a number of your Twilio account). Empty: ${saved.defaultSender ?? 'the configured TWILIO_FROM'}.`}
      />
      <div className="form-grid-2">
        <Field label="Quiet hours start" type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        <Field label="Quiet hours end" type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        During quiet hours (venue time) bulk texts, reminders and shift notices wait until they end; sign-in codes,
        receipts and replies always go at once.
      </p>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.busy}>
          Save Settings
        </button>
      </div>
    </form>
  );
}

/** /admin/sms-settings: the sender number and quiet hours. */
export function SmsSettingsPage() {
  const { data } = useSmsSettings();
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>SMS Settings</h1>
      <section className="card">{data ? <SettingsForm key={JSON.stringify(data)} saved={data} /> : null}</section>
    </div>
  );
}
