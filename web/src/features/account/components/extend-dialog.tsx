import { useState } from 'react';
import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { checkExtension, type AccountBooking, type ExtensionCheck } from '../api/account';

const OPTIONS = [0.5, 1, 1.5, 2, 2.5, 3];
const hoursLabel = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;

type State =
  | { kind: 'choose' }
  | { kind: 'checking'; hours: number }
  | { kind: 'available'; hours: number; check: ExtensionCheck }
  | { kind: 'unavailable'; hours: number; message: string };

interface Props {
  booking: AccountBooking;
  userId: string;
  onExtended: () => void;
  onClose: () => void;
}

/** Extend Your Booking: pick 0.5-3 more hours, the server checks the bay is free, then the one payment dialog. */
export function ExtendDialog({ booking, userId, onExtended, onClose }: Props) {
  const [state, setState] = useState<State>({ kind: 'choose' });
  const checkout = useCheckout({
    user: { id: userId },
    order:
      state.kind === 'available' ? { lines: [{ type: 'extension', bookingId: booking.id, hours: state.hours }] } : null,
  });

  const choose = async (hours: number) => {
    setState({ kind: 'checking', hours });
    try {
      setState({ kind: 'available', hours, check: await checkExtension(booking.id, hours) });
    } catch (e) {
      setState({ kind: 'unavailable', hours, message: errorMessage(e, 'Cannot extend during this time period') });
    }
  };

  if (checkout.paying && state.kind === 'available')
    return (
      <CheckoutDialogs
        checkout={checkout}
        payment={{
          details: (
            <p className="muted">
              {booking.bay?.name ?? 'Your bay'} until {formatTime12(state.check.newEndTime)} (+{hoursLabel(state.hours)}
              )
            </p>
          ),
          confirmLabel: 'Extend Booking',
          successTitle: 'Booking Extended',
          successText: `Your booking now ends at ${formatTime12(state.check.newEndTime)}.`,
        }}
        onPaid={onExtended}
        onPayClose={onClose}
      />
    );

  return (
    <Dialog
      title="Extend Your Booking"
      description={`${booking.bay?.name ?? 'Bay'} · ${formatLongDate(booking.date)} · ${formatTime12(booking.startTime)} - ${formatTime12(booking.endTime)}`}
      onClose={onClose}
      testId="extend-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={state.kind !== 'available'}
            onClick={checkout.start}
          >
            {state.kind === 'available' ? `Continue - ${formatMoney(state.check.extensionCost)}` : 'Continue'}
          </button>
        </div>
      }
    >
      <div className="stack">
        <fieldset className="stack">
          <legend className="label">How much longer?</legend>
          <div className="chip-row" role="radiogroup" aria-label="Additional time">
            {OPTIONS.map((h) => (
              <button
                key={h}
                type="button"
                role="radio"
                aria-checked={'hours' in state && state.hours === h}
                className={'hours' in state && state.hours === h ? 'chip active' : 'chip'}
                onClick={() => void choose(h)}
              >
                +{hoursLabel(h)}
              </button>
            ))}
          </div>
        </fieldset>
        {state.kind === 'checking' ? <Spinner label="Checking availability" /> : null}
        {state.kind === 'available' ? (
          <div className="alert alert-success" role="status">
            <strong>Extension Available</strong>
            <p style={{ margin: 0 }}>
              Until {formatTime12(state.check.newEndTime)} for {formatMoney(state.check.extensionCost)} (
              {formatMoney(state.check.hourlyRate)}/hour).
            </p>
          </div>
        ) : null}
        {state.kind === 'unavailable' ? (
          <div className="alert alert-error" role="alert">
            <strong>Extension Not Available</strong>
            <p style={{ margin: 0 }}>{state.message}</p>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Toast for a failed extension that got past the check (spec: 'Extension Failed'). */
export const extensionFailed = () =>
  toast({
    title: 'Extension Failed',
    description: "We couldn't extend your booking. Please try again or contact support.",
    variant: 'destructive',
  });
