// The api/routes/checkout folder's door: other areas import only what is exported here (lint rule server/area-index).
export { centsSchema } from './checkout.schemas';
