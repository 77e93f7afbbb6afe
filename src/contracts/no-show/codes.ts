/**
 * The error code a booking refused for want of a card on file answers with. Apart from the schemas
 * (no zod here), so the customer's booking pages can check it without loading the admin's form rules.
 */
export const CARD_ON_FILE_REQUIRED = 'BOOKING.CARD_ON_FILE_REQUIRED';
