import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { formatCents } from '@/lib/money';

interface Props {
  label: string;
  /** Dollars as a decimal string ("35.00"), as the API sends and takes money. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  max?: number;
  name?: string;
}

const MONEY = /^\d{0,6}(\.\d{0,2})?$/;

/** A dollar amount: digits and up to two decimals while typing, shown with cents once left. */
export function MoneyInput({ label, value, onChange, error, max, name }: Props) {
  const [local, setLocal] = useState<string | null>(null);
  const overMax =
    max !== undefined && Number(value) > max ? `At most ${formatCents(Math.round(max * 100))}` : undefined;
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={local ?? value}
      error={error ?? overMax}
      onChange={(e) => {
        const text = e.target.value.replace(/[$,\s]/g, '');
        if (!MONEY.test(text)) return;
        setLocal(text);
        onChange(text);
      }}
      onBlur={() => {
        setLocal(null);
        if (value !== '' && !Number.isNaN(Number(value))) onChange(Number(value).toFixed(2));
      }}
    />
  );
}
