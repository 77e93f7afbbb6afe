/** The cookie the venue picker sets (the web app writes it; every later request carries it). */
export const VENUE_COOKIE = 'golf.venue';
/** The header an API client names a venue with (it wins over the cookie). */
export const VENUE_HEADER = 'x-venue';
