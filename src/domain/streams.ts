/**
 * A venue's stream name: `category-venue.id`. The category comes first (EventStoreDB's category
 * projections split at the first '-'), then the venue that owns the stream, so one deployment can
 * serve several venues with no event migration. Accounts (user-, phone-, email-) are not a venue's:
 * a customer has one account and one phone number across venues.
 */
export function venueStream(category: string, venueId: string, ...parts: Array<string | number>): string {
  return `${category}-${venueId}.${parts.join('-')}`;
}
