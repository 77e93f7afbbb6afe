// The commands/customers folder's door: other areas import only what is exported here (lint rule server/area-index).
export { eraseCustomer } from './erase-customer.command';
