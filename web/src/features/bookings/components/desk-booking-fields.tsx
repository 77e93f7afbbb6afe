import { DateInput } from '@/components/admin/date-input';
import { Field } from '@/components/ui/field';
import type { BayOption } from '../api/bays';

const DURATIONS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6];

export type DeskPayment = 'card' | 'credits' | 'venue';

interface SlotProps {
  options: BayOption[];
  slot: { bayId: string; date: string; startTime: string; duration: number };
  errors: Record<string, string>;
  on: {
    setBayId: (id: string) => void;
    setDate: (date: string) => void;
    setStartTime: (time: string) => void;
    setDuration: (hours: number) => void;
  };
}

/** The desk booking's bay, date, start time and duration. */
export function DeskSlotFields({ options, slot, errors, on }: SlotProps) {
  const { bayId, date, startTime, duration } = slot;
  return (
    <div className="form-grid-2">
      <label className="field">
        <span className="label">Bay</span>
        <select className="input" value={bayId || options[0]?.id || ''} onChange={(e) => on.setBayId(e.target.value)}>
          {options.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <DateInput label="Date" value={date} onChange={on.setDate} error={errors.date} />
      <Field
        label="Start time"
        type="time"
        step={900}
        value={startTime}
        error={errors.startTime}
        onChange={(e) => on.setStartTime(e.target.value)}
      />
      <label className="field">
        <span className="label">Duration</span>
        <select className="input" value={duration} onChange={(e) => on.setDuration(Number(e.target.value))}>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {d} {d === 1 ? 'hour' : 'hours'}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const PAYMENTS = [
  ['venue', 'Paid at the venue'],
  ['card', 'Card'],
  ['credits', 'Customer credits'],
] as const;

/** How the desk booking is paid: at the venue, by card, or with the customer's credits. */
export function DeskPaymentChoice({ payment, onChange }: { payment: DeskPayment; onChange: (p: DeskPayment) => void }) {
  return (
    <fieldset className="row">
      <legend className="label">Payment</legend>
      {PAYMENTS.map(([value, label]) => (
        <label key={value} className="checkbox">
          <input type="radio" name="payment" checked={payment === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
