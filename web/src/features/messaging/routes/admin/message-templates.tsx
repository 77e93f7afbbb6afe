import { useState } from 'react';
import { useMessageTemplates, type MessageTemplate } from '@/features/messaging/api/message-templates';
import { useSaveMessageTemplate } from '@/features/messaging/api/save-message-template';

const SAMPLE: Record<string, string> = {
  venueName: 'Fairway Sim Golf',
  code: '482913',
  details: 'Bay 2, Fri Nov 27, 6:00-8:00 PM',
  amount: '$70.00 (Visa ending 4242)',
  reference: 'GB-7Q2K',
  message: 'Your bay is ready!',
  firstName: 'Ada',
  week: 'Sun, Nov 29',
  shifts: 'Mon Nov 30, 9:00 AM-3:00 PM Opening (Front Desk)',
  when: 'tomorrow at 6:00 PM',
  bay: 'Bay 2',
};
const render = (body: string) => body.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => SAMPLE[name] ?? all);

function TemplateEditor({ template }: { template: MessageTemplate }) {
  const [body, setBody] = useState(template.body);
  const saving = useSaveMessageTemplate();
  const save = (text: string) => saving.trigger({ template, text });
  const busy = saving.busy;
  return (
    <section className="card stack" aria-labelledby={`tpl-${template.key}`}>
      <h2 id={`tpl-${template.key}`} style={{ margin: 0 }}>
        {template.label} {template.isDefault ? <span className="badge badge-muted">Default</span> : null}
      </h2>
      <label className="field">
        <span className="label">Text</span>
        <textarea className="input" rows={3} maxLength={1000} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <p className="small muted" style={{ margin: 0 }}>
        Variables: {template.variables.map((v) => `{{${v}}}`).join(', ')}
      </p>
      <p className="small" style={{ margin: 0 }} data-testid={`preview-${template.key}`}>
        <strong>Preview:</strong> {render(body)}
      </p>
      <div className="row">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void save(body)}>
          Save
        </button>
        {!template.isDefault ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => {
              setBody(template.defaultBody);
              void save('');
            }}
          >
            Restore Default
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** /admin/message-templates: the wording of each text, with its variables and a preview. */
export function MessageTemplatesPage() {
  const { data } = useMessageTemplates();
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>Message Templates</h1>
      {(data ?? []).map((t) => (
        <TemplateEditor key={`${t.key}-${t.body}`} template={t} />
      ))}
    </div>
  );
}
