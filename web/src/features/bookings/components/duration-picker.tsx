interface Props {
  value: number | null;
  onChange: (hours: number) => void;
  /** The durations the server offers (availability's `durations`). */
  options: readonly number[];
}

export function DurationPicker({ value, onChange, options }: Props) {
  return (
    <div className="segmented" role="radiogroup" aria-label="Duration">
      {options.map((h) => (
        <label key={h} className={`segment${value === h ? ' is-selected' : ''}`}>
          <input type="radio" name="duration" value={h} checked={value === h} onChange={() => onChange(h)} />
          <span>
            {h} hour{h === 1 ? '' : 's'}
          </span>
        </label>
      ))}
    </div>
  );
}
