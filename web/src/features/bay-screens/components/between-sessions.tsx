import { QRCodeSVG } from 'qrcode.react';
import { formatVenueDate, formatVenueTime } from '@/lib/venue-time';
import type { BayAgentSessionAnswer } from '../api/bay-agent';

/** Nobody is playing: the next booking, and a QR code to book the bay. */
export function BetweenSessions({ next }: { next: BayAgentSessionAnswer['next'] }) {
  const bookUrl = `${window.location.origin}/book-online`;
  return (
    <div className="bay-screen-between">
      <div className="stack">
        <h1 className="bay-screen-player">This bay is free</h1>
        {next ? (
          <p data-testid="next-booking">
            Next: <strong>{next.firstName}</strong> at {formatVenueTime(next.startsAt)}
            {formatVenueDate(next.startsAt) !== formatVenueDate(new Date())
              ? `, ${formatVenueDate(next.startsAt)}`
              : ''}
          </p>
        ) : (
          <p>No more bookings today.</p>
        )}
      </div>
      <figure className="bay-screen-qr" aria-label="Scan to book this bay">
        <QRCodeSVG value={bookUrl} size={220} marginSize={1} title="Book online" />
        <figcaption>Scan to book</figcaption>
      </figure>
    </div>
  );
}
