// The commands/users folder's door: other areas import only what is exported here (lint rule server/area-index).
export { adminPhones } from './admin-phones';
export { blockFromBooking, unblockFromBooking } from './block-from-booking.command';
export { registerUser } from './register-user.command';
export { grantRole, loadUser } from './user-roles.command';
export { ALREADY_ERASED, eraseUser, STAFF_NOT_ERASED } from './erase-customer.command';
