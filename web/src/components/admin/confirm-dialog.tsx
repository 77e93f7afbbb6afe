import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action is shown in red. */
  destructive?: boolean;
  /** Runs the action; a failure is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before an admin action, runs it, and says what went wrong if it fails. */
export function ConfirmDialog({ title, children, confirmLabel, destructive, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={() => !busy && onClose()}
      testId="confirm-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${destructive ? 'btn-danger' : 'btn-primary'}`}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      }
    >
      <div className="stack">
        {children}
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
