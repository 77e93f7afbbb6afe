import { Field } from '@/components/ui/field';
import { maskField, type CardData, type CardErrors } from '@/lib/payments/card';

interface Props {
  value: CardData;
  errors: CardErrors;
  onChange: (next: CardData) => void;
}

/** Card details for the non-hosted path; every keystroke goes through the spec's masks. */
export function CardForm({ value, errors, onChange }: Props) {
  /** name, value, masked onChange and error of one card field. */
  const bind = (field: keyof CardData) => ({
    name: field,
    value: value[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [field]: maskField(field, e.target.value) }),
    error: errors[field],
  });
  return (
    <fieldset className="card-form">
      <legend className="label">Card details</legend>
      <Field label="Cardholder Name" autoComplete="cc-name" {...bind('cardholderName')} />
      <Field
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        {...bind('cardNumber')}
      />
      <div className="form-grid-3">
        <Field
          label="Month (MM)"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          {...bind('expiryMonth')}
        />
        <Field
          label="Year (YY)"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={2}
          {...bind('expiryYear')}
        />
        <Field label="CVV" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...bind('cvv')} />
      </div>
    </fieldset>
  );
}
