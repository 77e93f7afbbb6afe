import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast-store';
import { api, errorMessage } from '@/lib/api-client';
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

/** POST /api/users/:id/card-on-file: keeps a card on file without charging it. */
export function saveCardOnFile(userId: string, source: { sourceId: string; processor: 'square' | 'stripe' }) {
  return api.post<{ card: { brand: string | null; last4: string | null } }>(
    `/api/users/${encodeURIComponent(userId)}/card-on-file`,
    source,
  );
}

/** A step that saves a card on file (nothing is charged now), e.g. before a booking that needs one. */
export function SaveCardDialog({ userId, reason, saveLabel = 'Save Card', onSaved, onClose }: Props) {
  const entry = useCardEntry();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const { card } = await saveCardOnFile(userId, await entry.tokenize());
      toast({
        title: 'Card Saved',
        description: card.last4 ? `${card.brand ?? 'Card'} ending ${card.last4} is on file.` : 'Your card is on file.',
      });
      onSaved(card);
    } catch (e) {
      setError(e instanceof CardEntryError ? e.message : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

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
          void save();
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
