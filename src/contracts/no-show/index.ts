// The contracts/no-show folder's door: other areas import only what is exported here (lint rule server/area-index).
export type { BookingFeeDto } from './no-show';
export { bookingFees, cardSaved, noShowPolicyView } from './no-show';
