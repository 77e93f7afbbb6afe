import { savedCardLabel, type SavedCard } from '@/lib/payments/saved-cards';

export const NEW_CARD = 'new';

interface Props {
  cards: SavedCard[];
  /** A saved card's id, or NEW_CARD. */
  value: string;
  onChange: (value: string) => void;
}

/** Pay with a saved card (brand, last four, expiry) or enter a new one. */
export function SavedCardChoice({ cards, value, onChange }: Props) {
  if (cards.length === 0) return null;
  return (
    <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="small">Pay with</legend>
      {cards.map((card) => (
        <label key={card.id} className="checkbox">
          <input type="radio" name="saved-card" checked={value === card.id} onChange={() => onChange(card.id)} />
          {savedCardLabel(card)}
          {card.isDefault ? <span className="muted small"> (default)</span> : null}
        </label>
      ))}
      <label className="checkbox">
        <input type="radio" name="saved-card" checked={value === NEW_CARD} onChange={() => onChange(NEW_CARD)} />
        Use a new card
      </label>
    </fieldset>
  );
}
