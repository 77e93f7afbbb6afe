// The projections/bookings folder's door: other areas import only what is exported here (lint rule server/area-index).
export { bookingById, fullBooking, fullQuery, isLiveBooking } from './bookings.queries';
export { bookingsPageOfUser } from './customer-bookings.queries';
