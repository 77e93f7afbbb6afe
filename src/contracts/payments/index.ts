// The contracts/payments folder's door: other areas import only what is exported here (lint rule server/area-index).
export { AUTHENTICATION_RETURN_PATH, cardFieldsSchema } from './cards';
export * from './processor-customers';
export * from './provider-money';
