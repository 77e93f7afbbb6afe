import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { useCannedResponses, type CannedResponse } from '@/components/support-inbox/inbox';
import { useDeleteCannedResponse, useSaveCannedResponse } from '../../api/canned-responses';

function ResponseForm({ initial, onDone }: { initial: CannedResponse | null; onDone: () => void }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const saveReply = useSaveCannedResponse(() => {
    setTitle('');
    setBody('');
    onDone();
  });
  const busy = saveReply.busy;
  const save = () => saveReply.trigger({ id: initial?.id, title, body });
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <label className="field">
        <span className="label">Reply text</span>
        <textarea className="input" rows={3} maxLength={1000} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {initial ? 'Save Changes' : 'Add Reply'}
        </button>
        {initial ? (
          <button type="button" className="btn btn-secondary" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** /admin/canned-responses: saved replies for the inbox (create, edit, delete). */
export function CannedResponsesPage() {
  const { responses } = useCannedResponses();
  const [editing, setEditing] = useState<CannedResponse | null>(null);
  const deleteReply = useDeleteCannedResponse();
  const remove = async (r: CannedResponse) => {
    if (!window.confirm(`Delete the saved reply “${r.title}”?`)) return;
    await deleteReply.trigger(r);
  };
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>Canned Responses</h1>
      <section className="card stack" aria-labelledby="canned-form-title">
        <h2 id="canned-form-title" style={{ margin: 0 }}>
          {editing ? `Edit “${editing.title}”` : 'New saved reply'}
        </h2>
        <ResponseForm key={editing?.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />
      </section>
      <section className="card stack" aria-labelledby="canned-list-title">
        <h2 id="canned-list-title" style={{ margin: 0 }}>
          Saved replies
        </h2>
        {responses.length === 0 ? (
          <p className="muted">No saved replies yet.</p>
        ) : (
          <ul className="booking-list">
            {responses.map((r) => (
              <li key={r.id} className="booking-item">
                <div className="booking-when">
                  <strong>{r.title}</strong>
                  <div className="muted small">{r.body}</div>
                </div>
                <div className="row">
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(r)}>
                    Edit
                  </button>
                  <button type="button" className="btn btn-danger btn-sm" onClick={() => void remove(r)}>
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
