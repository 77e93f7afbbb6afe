/**
 * A gift card code as typed ("gc-ab12 cd34") to the code it is stored under ("GCAB12CD34"): spaces
 * and dashes dropped, upper case. One rule for the server and the web.
 */
export const normalizeGiftCardCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The personal message's limit and the words that refuse a longer one (the purchase form and its call). */
export { GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGE_TOO_LONG } from '../checkout';
