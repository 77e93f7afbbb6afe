/** Ids of the cards the twin keeps on file (Square's start ccof:, Stripe's pm_; the twin's say what they are). */
export const CARD_PREFIX = 'card_twin_';

/** A card as typed in the twin's card form. */
export interface CardFields {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  cardholderName: string;
}
