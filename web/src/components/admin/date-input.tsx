import { Field } from '@/components/ui/field';

interface Props {
  label: string;
  /** YYYY-MM-DD (a venue calendar date), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string;
  name?: string;
}

/** A calendar date as the API takes it (YYYY-MM-DD), with the browser's date picker. */
export function DateInput({ label, value, onChange, min, max, error, name }: Props) {
  return (
    <Field
      label={label}
      name={name}
      type="date"
      value={value}
      min={min}
      max={max}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
