// The contracts/bookings folder's door: other areas import only what is exported here (lint rule server/area-index).
export { FEE_STATUSES } from './booking-fees';
export type { BookingFeeDto, FeeStatus } from './booking-fees';
export { bookingFeeView, fullBookingView } from './booking-answers';
