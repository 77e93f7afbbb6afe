/** The admin's Square customer mapping: who is linked to which processor customer. */
export interface CustomerMappingView {
  userId: string;
  name: string;
  email: string;
  phoneNumber: string;
  squareCustomerId: string | null;
  linkedBy: 'card' | 'relink' | null;
  linkedAt: string | null;
  cardsOnFile: number;
  card: { brand: string | null; last4: string | null } | null;
}

export interface RelinkOutcome {
  userId: string;
  squareCustomerId: string;
  previousCustomerId: string | null;
  created: boolean;
}
