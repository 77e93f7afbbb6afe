import { useState } from 'react';
import { DateInput } from '@/components/admin/date-input';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { adminBookings, type AdminBookingDetail } from '../api/admin-bookings';
import { useActiveBays, type BayOption } from '../api/bays';

interface Props {
  booking: AdminBookingDetail;
  bays?: BayOption[];
  onDone: (next: AdminBookingDetail) => void;
  onBack: () => void;
}

/** Moves the booking, keeping its length, to another bay, date or start time (the server checks the overlap). */
export function MoveBookingForm({ booking, bays, onDone, onBack }: Props) {
  const options = useActiveBays(bays);
  const [bayId, setBayId] = useState(booking.bay.id);
  const [date, setDate] = useState(booking.date);
  const [startTime, setStartTime] = useState(booking.startTime);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await adminBookings.move(booking.id, { bayId, date, startTime }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="stack"
      noValidate
      aria-label="Move booking"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="form-grid-2">
        <label className="field">
          <span className="label">Bay</span>
          <select className="input" value={bayId} onChange={(e) => setBayId(e.target.value)}>
            {options.some((b) => b.id === bayId) ? null : <option value={bayId}>{booking.bay.name}</option>}
            {options.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <DateInput label="Date" value={date} onChange={setDate} />
        <Field
          label="Start time"
          type="time"
          step={900}
          value={startTime}
          onChange={(e) => setStartTime(e.target.value)}
        />
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        Keeps its length of {booking.duration} h and its price.
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy || !date || !startTime}>
          {busy ? 'Moving…' : 'Move Booking'}
        </button>
      </div>
    </form>
  );
}
