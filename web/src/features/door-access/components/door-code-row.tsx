import { useBookingDoorCode } from '../api/door-code';

/** The receipt's door-code row: the code and when it opens (venue time); nothing when there is none. */
export function DoorCodeRow({ bookingId }: { bookingId: string }) {
  const code = useBookingDoorCode(bookingId);
  if (!code) return null;
  return (
    <div className="door-code-row">
      <dt>Door code</dt>
      <dd>
        <strong className="door-code" data-testid="door-code">
          {code.code}
        </strong>{' '}
        <span className="muted small">opens {code.opensAt}, until your booking ends</span>
      </dd>
    </div>
  );
}
