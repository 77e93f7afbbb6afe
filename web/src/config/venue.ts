/** Venue facts the web app needs before any request answers. The server's config mirrors these defaults. */
export const VENUE_NAME = 'Fairway Sim Golf';
export const VENUE_TIMEZONE = 'America/New_York';
/** The fixed US support number (spec: logged-out visitors see it instead of the chat). */
export const SUPPORT_PHONE = '+1 (555) 010-4653';
export const SUPPORT_PHONE_HREF = 'tel:+15550104653';
