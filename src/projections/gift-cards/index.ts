// The projections/gift-cards folder's door: other areas import only what is exported here (lint rule server/area-index).
export { giftCardsOfCustomer } from './gift-cards.queries';
