import { useState } from 'react';
import {
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  type CreatedWebhook,
  type Webhook,
  type WebhookKind,
} from '@contracts/webhooks/webhooks';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { createWebhook, updateWebhook } from '../../api/webhooks';

interface Form {
  url: string;
  description: string;
  kinds: WebhookKind[];
  isActive: boolean;
}

function validate(v: Form): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^https?:\/\/\S+$/.test(v.url.trim())) errors.url = 'Enter a full URL, e.g. https://example.com/hooks';
  if (v.kinds.length === 0) errors.kinds = 'Choose at least one event kind';
  return errors;
}

/** Registers a webhook or edits one's URL, kinds and whether it is active. */
export function WebhookDialog({
  webhook,
  onClose,
  onSaved,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  onSaved: (created: CreatedWebhook | null) => void;
}) {
  const creating = webhook === null;
  const form = useSettingsForm<Form>({
    saved: {
      url: webhook?.url ?? '',
      description: webhook?.description ?? '',
      kinds: webhook?.kinds ?? [],
      isActive: webhook?.isActive ?? true,
    },
    validate,
    savedTitle: creating ? 'Webhook Created' : 'Webhook Saved',
    submit: async (v) => {
      const body = { url: v.url.trim(), description: v.description.trim(), kinds: v.kinds, isActive: v.isActive };
      if (creating) onSaved(await createWebhook(body));
      else {
        await updateWebhook(webhook.id, body);
        onSaved(null);
      }
      onClose();
    },
  });
  const v = form.values!;
  const toggle = (kind: WebhookKind, on: boolean) =>
    form.set('kinds', on ? [...v.kinds, kind] : v.kinds.filter((k) => k !== kind));
  return (
    <Dialog title={creating ? 'New Webhook' : 'Edit Webhook'} onClose={onClose} size="lg">
      <SettingsFormShell form={form} saveLabel={creating ? 'Create Webhook' : 'Save Webhook'}>
        <Field
          label="URL"
          type="url"
          inputMode="url"
          value={v.url}
          onChange={(e) => form.set('url', e.target.value)}
          error={form.errors.url}
          hint="Deliveries are POSTed here as JSON, signed with the webhook's secret."
        />
        <Field
          label="Description"
          value={v.description}
          onChange={(e) => form.set('description', e.target.value)}
          error={form.errors.description}
        />
        <fieldset className="stack">
          <legend>Events</legend>
          {WEBHOOK_KINDS.map((kind) => (
            <label key={kind} className="checkbox">
              <input
                type="checkbox"
                checked={v.kinds.includes(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              {WEBHOOK_KIND_LABELS[kind]}
            </label>
          ))}
          {form.errors.kinds ? (
            <p className="field-error" role="alert">
              {form.errors.kinds}
            </p>
          ) : null}
        </fieldset>
        <label className="checkbox">
          <input type="checkbox" checked={v.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />
          Active
        </label>
      </SettingsFormShell>
    </Dialog>
  );
}

/** The new webhook's secret, shown this once: the server never answers it again. */
export function SecretDialog({ created, onClose }: { created: CreatedWebhook; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.secret);
    setCopied(true);
  };
  return (
    <Dialog title="Webhook Secret" onClose={onClose}>
      <div className="stack">
        <p>
          Copy this secret now: it is shown only once. Verify each delivery by computing the HMAC-SHA256 of{' '}
          <code>timestamp.body</code> with it and comparing with the <code>X-Webhook-Signature</code> header.
        </p>
        <p className="alert" style={{ overflowWrap: 'anywhere' }}>
          <code data-testid="webhook-secret">{created.secret}</code>
        </p>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy Secret'}
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}
