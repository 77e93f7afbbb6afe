/** The fee rules live with the bay-day (a late cancellation's fee is decided there); no-show reads them from here. */
export * from '../bookings';
