import { Dialog } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useSaveCardOnFile } from '@/lib/payments/save-card-on-file';
import { CardEntry } from './payment-dialog';
import { CardEntryError, useCardEntry } from './use-card-entry';

interface Props {
  userId: string;
  /** Why a card is needed (the server's words). */
  reason: string;
  /** The button's label ('Save Card and Book'). */
  saveLabel?: string;
  onSaved: (card: { brand: string | null; last4: string | null }) => void;
  onClose: () => void;
}

/** A step that saves a card on file (nothing is charged now), e.g. before a booking that needs one. */
export function SaveCardDialog({ userId, reason, saveLabel = 'Save Card', onSaved, onClose }: Props) {
  const entry = useCardEntry();
  const save = useSaveCardOnFile(userId, onSaved);
  const busy = save.busy;
  const error = save.error
    ? save.error instanceof CardEntryError
      ? save.error.message
      : errorMessage(save.error)
    : null;

  return (
    <Dialog
      title="Save a Card"
      description={reason}
      onClose={() => !busy && onClose()}
      testId="save-card-dialog"
      footer={
        <button
          type="submit"
          form="save-card-form"
          className="btn btn-primary btn-block"
          disabled={busy || !entry.mode}
        >
          {busy ? 'Saving…' : saveLabel}
        </button>
      }
    >
      <form
        id="save-card-form"
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save.trigger(entry.tokenize);
        }}
      >
        <CardEntry entry={entry} />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="muted small" style={{ margin: 0 }}>
          <LockIcon /> Nothing is charged now. We never store your full card number.
        </p>
      </form>
    </Dialog>
  );
}
