import { useEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '@/components/admin/form-errors';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CardEntry } from '@/components/payment/payment-dialog';
import { CardEntryError, useCardEntry } from '@/components/payment/use-card-entry';
import { adminBookings, useRefreshBookings, type AdminBookingDetail } from '../api/admin-bookings';
import { useActiveBays, type BayOption } from '../api/bays';
import { CustomerPicker, type PickedCustomer } from './customer-picker';
import { DeskPaymentChoice, DeskSlotFields, type DeskPayment } from './desk-booking-fields';

export interface DeskBookingStart {
  bayId?: string;
  date: string;
  startTime?: string;
}

interface Props {
  start: DeskBookingStart;
  bays?: BayOption[];
  onClose: () => void;
  onBooked?: (booking: AdminBookingDetail) => void;
}

type Tokenize = () => Promise<{ sourceId: string }>;

/** The booking flow's card entry (hosted field or the card twin's form), handing its tokenizer up. */
function DeskCard({ tokenizerRef }: { tokenizerRef: React.RefObject<Tokenize | null> }) {
  const entry = useCardEntry();
  useEffect(() => {
    tokenizerRef.current = entry.tokenize;
  });
  return <CardEntry entry={entry} />;
}

/** Books a bay at the desk for an account or a walk-in guest, paid by card, credits or at the venue. */
export function DeskBookingDialog({ start, bays, onClose, onBooked }: Props) {
  const options = useActiveBays(bays);
  const [who, setWho] = useState<'customer' | 'walk-in'>('customer');
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [guest, setGuest] = useState({ firstName: '', lastName: '', phoneNumber: '', email: '' });
  const [bayId, setBayId] = useState(start.bayId ?? '');
  const [date, setDate] = useState(start.date);
  const [startTime, setStartTime] = useState(start.startTime ?? '');
  const [duration, setDuration] = useState(1);
  const [payment, setPayment] = useState<DeskPayment>('venue');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const tokenizer = useRef<Tokenize | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const refresh = useRefreshBookings();

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      if (who === 'customer' && !customer) throw new CardEntryError('', 'Choose a customer or enter a walk-in guest.');
      const sourceId = payment === 'card' ? (await tokenizer.current!()).sourceId : null;
      const booked = await adminBookings.create({
        ...(who === 'customer' ? { userId: customer!.id } : { guest }),
        bayId: bayId || options[0]?.id || '',
        date,
        startTime,
        duration,
        payment,
        sourceId,
        idempotencyKey: idempotencyKey.current,
      });
      void refresh();
      toast({
        title: 'Booking Confirmed',
        description: `${booked.customer.name}, ${booked.bay.name}, ${formatLongDate(booked.date)} at ${formatTime12(booked.startTime)} (${formatMoney(booked.total)}).`,
      });
      onBooked?.(booked);
      onClose();
    } catch (e) {
      if (e instanceof CardEntryError) setErrors({ form: e.message });
      else {
        setErrors(fieldErrorsOf(e));
        idempotencyKey.current = crypto.randomUUID();
      }
    } finally {
      setBusy(false);
    }
  };
  const g = (field: keyof typeof guest, label: string, type = 'text') => (
    <Field
      label={label}
      type={type}
      value={guest[field]}
      error={errors[`guest.${field}`]}
      onChange={(e) => setGuest({ ...guest, [field]: e.target.value })}
    />
  );

  return (
    <Dialog title="New booking" onClose={onClose} size="lg" testId="desk-booking">
      <form
        className="stack"
        noValidate
        aria-label="New booking"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="row" role="radiogroup" aria-label="Who is booking">
          {(['customer', 'walk-in'] as const).map((w) => (
            <label key={w} className="checkbox">
              <input type="radio" name="who" checked={who === w} onChange={() => setWho(w)} />
              {w === 'customer' ? 'Customer account' : 'Walk-in guest'}
            </label>
          ))}
        </div>
        {who === 'customer' ? (
          <CustomerPicker value={customer} onChange={setCustomer} />
        ) : (
          <div className="form-grid-2">
            {g('firstName', 'First name')}
            {g('lastName', 'Last name')}
            {g('phoneNumber', 'Phone', 'tel')}
            {g('email', 'Email (optional)', 'email')}
          </div>
        )}
        <DeskSlotFields
          options={options}
          slot={{ bayId, date, startTime, duration }}
          errors={errors}
          on={{ setBayId, setDate, setStartTime, setDuration }}
        />
        <DeskPaymentChoice payment={payment} onChange={setPayment} />
        {payment === 'card' ? <DeskCard tokenizerRef={tokenizer} /> : null}
        {errors.form || errors.userId ? (
          <p className="field-error" role="alert">
            {errors.form ?? errors.userId}
          </p>
        ) : null}
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Close
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !startTime || !date}>
            {busy ? 'Booking…' : 'Book'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
