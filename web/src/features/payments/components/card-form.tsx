import { Field } from '@/components/ui/field';
import { maskField, type CardData, type CardErrors } from '../lib/card';

interface Props {
  value: CardData;
  errors: CardErrors;
  onChange: (next: CardData) => void;
}

/** Card details for the non-hosted path; every keystroke goes through the spec's masks. */
export function CardForm({ value, errors, onChange }: Props) {
  const set = (field: keyof CardData) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [field]: maskField(field, e.target.value) });
  return (
    <fieldset className="card-form">
      <legend className="label">Card details</legend>
      <Field
        label="Cardholder Name"
        name="cardholderName"
        autoComplete="cc-name"
        value={value.cardholderName}
        onChange={set('cardholderName')}
        error={errors.cardholderName}
      />
      <Field
        label="Card Number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={19}
        value={value.cardNumber}
        onChange={set('cardNumber')}
        error={errors.cardNumber}
      />
      <div className="form-grid-3">
        <Field
          label="Month (MM)"
          name="expiryMonth"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={2}
          value={value.expiryMonth}
          onChange={set('expiryMonth')}
          error={errors.expiryMonth}
        />
        <Field
          label="Year (YY)"
          name="expiryYear"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={2}
          value={value.expiryYear}
          onChange={set('expiryYear')}
          error={errors.expiryYear}
        />
        <Field
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={value.cvv}
          onChange={set('cvv')}
          error={errors.cvv}
        />
      </div>
    </fieldset>
  );
}
