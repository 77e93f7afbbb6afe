import { GIFT_CARD_MESSAGE_TOO_LONG } from '@contracts/gift-cards/gift-cards';
import { Field } from '@/components/ui/field';
import { MESSAGE_MAX, PRESETS, type GiftCardForm } from './gift-card-form';

interface Props {
  form: GiftCardForm;
  set: (patch: Partial<GiftCardForm>) => void;
  today: string;
  disabled: boolean;
}

/** The purchase form: amount (a preset or custom), recipient, sender, message, delivery. */
export function GiftCardFields({ form, set, today, disabled }: Props) {
  const tooLong = form.personalMessage.length > MESSAGE_MAX;
  return (
    <fieldset className="stack" disabled={disabled}>
      <legend className="label">Amount</legend>
      <div className="chip-row" role="radiogroup" aria-label="Gift card amount">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={form.amount === p}
            className={form.amount === p ? 'chip active' : 'chip'}
            onClick={() => set({ amount: p, customAmount: '' })}
          >
            ${p}
          </button>
        ))}
      </div>
      <Field
        label="Custom amount"
        type="number"
        min={10}
        step={1}
        inputMode="numeric"
        placeholder="Other amount ($10 or more)"
        value={form.customAmount}
        onChange={(e) => set({ customAmount: e.target.value, amount: e.target.value ? null : 50 })}
      />
      <div className="form-grid-2">
        <Field
          label="Recipient Name"
          value={form.recipientName}
          onChange={(e) => set({ recipientName: e.target.value })}
        />
        <Field
          label="Recipient Email"
          type="email"
          value={form.recipientEmail}
          onChange={(e) => set({ recipientEmail: e.target.value })}
          hint={form.deliveryMethod === 'pickup' ? 'Optional for pickup' : undefined}
        />
        <Field label="Your Name" value={form.senderName} onChange={(e) => set({ senderName: e.target.value })} />
        <Field
          label="Your Email"
          type="email"
          value={form.senderEmail}
          onChange={(e) => set({ senderEmail: e.target.value })}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor="gift-message">
          Personal Message
        </label>
        {/* No maxLength: a pasted message is not cut short unseen; the counter and Continue say it is too long. */}
        <textarea
          id="gift-message"
          className="input"
          rows={3}
          value={form.personalMessage}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'gift-message-count gift-message-error' : 'gift-message-count'}
          onChange={(e) => set({ personalMessage: e.target.value })}
        />
        <span id="gift-message-count" className="field-hint">
          {form.personalMessage.length}/{MESSAGE_MAX}
        </span>
        {tooLong ? (
          <p id="gift-message-error" className="field-error">
            {GIFT_CARD_MESSAGE_TOO_LONG}
          </p>
        ) : null}
      </div>
      <div className="form-grid-2">
        <fieldset className="stack">
          <legend className="label">Delivery</legend>
          <label className="checkbox">
            <input
              type="radio"
              name="delivery"
              checked={form.deliveryMethod === 'email'}
              onChange={() => set({ deliveryMethod: 'email' })}
            />
            Email to the recipient
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name="delivery"
              checked={form.deliveryMethod === 'pickup'}
              onChange={() => set({ deliveryMethod: 'pickup', deliveryDate: '' })}
            />
            Pick up at the venue
          </label>
        </fieldset>
        {form.deliveryMethod === 'email' ? (
          <Field
            label="Delivery Date"
            type="date"
            min={today}
            value={form.deliveryDate}
            onChange={(e) => set({ deliveryDate: e.target.value })}
            hint="Leave empty to send it now."
          />
        ) : null}
      </div>
    </fieldset>
  );
}
