import { Link } from 'react-router-dom';

/** My Account's upcoming booking: the way to its bar tab. */
export function BookingTabLink({ bookingId }: { bookingId: string }) {
  return (
    <Link to={`/bar-tab/${encodeURIComponent(bookingId)}`} className="btn btn-sm">
      Bar tab
    </Link>
  );
}
