// The contracts/checkout folder's door: other areas import only what is exported here (lint rule server/area-index).
export {
  bookingLineInput,
  creditOfferLineInput,
  extensionLineInput,
  giftCardLineInput,
  membershipLineInput,
  promotionalOfferLineInput,
  tournamentEntryLineInput,
} from './orders';
