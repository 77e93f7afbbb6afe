import { useState } from 'react';
import type { WaiverVersionItem } from '@contracts/waivers/waivers';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { errorMessage } from '@/lib/api-client';
import { formatVenueDateTime } from '@/lib/venue-time';
import { saveWaiver, useAdminWaiver } from '@/features/waivers/api/waiver';

interface Form {
  isRequired: boolean;
  text: string;
}

function validate(v: Form): FieldErrors {
  return v.text.trim() ? {} : { text: 'Please enter the text of the waiver' };
}

/** /admin/waiver: the venue's waiver text, whether booking requires it, and every version published. */
export function WaiverSettingsPage() {
  const { data, error, mutate } = useAdminWaiver();
  const form = useSettingsForm<Form>({
    saved: data && { isRequired: data.isRequired, text: data.text ?? '' },
    validate,
    savedTitle: 'Waiver Saved',
    submit: async (v) => mutate(await saveWaiver({ isRequired: v.isRequired, text: v.text }), false),
  });
  const v = form.values;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Waiver</h1>
      <p className="muted">
        While the waiver is required, a customer signs its current version (typing their full name) before they can
        book; the booking flow shows it. Changing the text publishes a new version that everyone signs again. Each
        signature is kept with the name typed, the time and the address it came from (see the customer&apos;s page).
      </p>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {v ? (
        <div className="card stack">
          <SettingsFormShell form={form}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={v.isRequired}
                onChange={(e) => form.set('isRequired', e.target.checked)}
              />
              Require a signed waiver before booking
            </label>
            <div className="field">
              <label htmlFor="waiver-text">Waiver text</label>
              <textarea
                id="waiver-text"
                className="input"
                rows={12}
                value={v.text}
                aria-invalid={form.errors.text ? true : undefined}
                aria-describedby={form.errors.text ? 'waiver-text-error' : undefined}
                onChange={(e) => form.set('text', e.target.value)}
              />
              {form.errors.text ? (
                <p id="waiver-text-error" className="field-error" role="alert">
                  {form.errors.text}
                </p>
              ) : null}
            </div>
          </SettingsFormShell>
        </div>
      ) : null}
      <h2>Versions</h2>
      {data && data.versions.length === 0 ? <p className="muted">No waiver published yet.</p> : null}
      {data?.versions.length ? <VersionTable versions={data.versions} current={data.version} /> : null}
    </section>
  );
}

/** A version's text: its first words, the whole text once opened (nothing laid out while closed). */
function VersionText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{text.length > 60 ? `${text.slice(0, 60)}…` : text}</summary>
      {open ? <p style={{ whiteSpace: 'pre-wrap' }}>{text}</p> : null}
    </details>
  );
}

function VersionTable({ versions, current }: { versions: WaiverVersionItem[]; current: number }) {
  return (
    <table className="table">
      <caption className="sr-only">Waiver versions</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Published</th>
          <th scope="col">Required when published</th>
          <th scope="col">Signatures</th>
          <th scope="col">Text</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((v) => (
          <tr key={v.version}>
            <td data-label="Version">
              {v.version}
              {v.version === current ? ' (current)' : ''}
            </td>
            <td data-label="Published">{formatVenueDateTime(v.publishedAt)}</td>
            <td data-label="Required when published">{v.isRequired ? 'Yes' : 'No'}</td>
            <td data-label="Signatures">{v.signatures}</td>
            <td data-label="Text">
              <VersionText text={v.text} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
