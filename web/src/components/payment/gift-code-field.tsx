import { GIFT_CODE_MAX } from '@/lib/payments/gift-cards';

interface Props {
  id: string;
  /** id of the element that shows `error`. */
  errorId: string;
  value: string;
  error?: string;
  onChange: (code: string) => void;
}

/** The labelled gift card code input (upper-cased as typed), invalid and described by the error while there is one. */
export function GiftCodeField({ id, errorId, value, error, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>Gift Card Code</label>
      <input
        id={id}
        className="input"
        autoComplete="off"
        maxLength={GIFT_CODE_MAX}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
    </div>
  );
}
