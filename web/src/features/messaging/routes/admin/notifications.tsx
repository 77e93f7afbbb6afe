import { SettingsFormShell, useSettingsForm } from '@/components/admin/settings-form';
import { saveNotifications, useNotifications, type Notifications } from '@/features/messaging/api/notifications';
import { errorMessage } from '@/lib/api-client';

const LABELS: Record<string, string> = {
  new_booking: 'New booking',
  booking_cancelled: 'Booking cancelled',
  payment_failed: 'Failed payment or refund',
  support_message: 'New support message',
  membership_past_due: 'Membership past due',
  sms_failed: 'SMS delivery failed',
  projection_stopped: 'Projection stopped',
};

/** /admin/notifications: which events text and/or email every admin. */
export function NotificationsPage() {
  const { data, error, mutate } = useNotifications();
  const form = useSettingsForm<Notifications>({
    saved: data,
    savedTitle: 'Notification Settings Saved',
    submit: async (v) => mutate(await saveNotifications(v), false),
  });
  const toggle = (kind: string, channel: 'sms' | 'email', on: boolean) =>
    form.values &&
    form.set(
      'channels',
      form.values.channels.map((c) => (c.kind === kind ? { ...c, [channel]: on } : c)),
    );
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Notifications</h1>
      <p className="muted">
        Each event chosen here is sent once to every admin: a text to their phone, an email to their address.
      </p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {form.values ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <div className="table-scroll">
              <table className="table">
                <caption className="visually-hidden">Admin notifications by event</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Text</th>
                    <th scope="col">Email</th>
                  </tr>
                </thead>
                <tbody>
                  {form.values.channels.map((c) => (
                    <tr key={c.kind}>
                      <th scope="row">{LABELS[c.kind] ?? c.kind}</th>
                      {(['sms', 'email'] as const).map((channel) => (
                        <td key={channel} data-label={channel === 'sms' ? 'Text' : 'Email'}>
                          <input
                            type="checkbox"
                            aria-label={`${LABELS[c.kind] ?? c.kind} by ${channel === 'sms' ? 'text' : 'email'}`}
                            checked={c[channel]}
                            onChange={(e) => toggle(c.kind, channel, e.target.checked)}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </SettingsFormShell>
        </div>
      ) : null}
    </section>
  );
}
