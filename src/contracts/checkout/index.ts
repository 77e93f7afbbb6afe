// The contracts/checkout folder's door: other areas import only what is exported here (lint rule server/area-index).
export {
  bookingLineInput,
  creditOfferLineInput,
  extensionLineInput,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGE_TOO_LONG,
  giftCardLineInput,
  membershipLineInput,
  promotionalOfferLineInput,
  tournamentEntryLineInput,
} from './orders';
export { orderQuote } from './orders';
