/** Venue facts the web app needs before any request answers. The server's config mirrors these defaults. */
export const VENUE_NAME = 'Fairway Sim Golf';
export const VENUE_TIMEZONE = 'America/New_York';

let timezone = VENUE_TIMEZONE;
/** The venue's zone as the server last reported it (availability answers carry it). */
export function venueTimezone(): string {
  return timezone;
}
export function setVenueTimezone(zone: string | undefined): boolean {
  if (!zone || zone === timezone) return false;
  timezone = zone;
  return true;
}
/** The fixed US support number (spec: logged-out visitors see it instead of the chat). */
export const SUPPORT_PHONE = '+1 (555) 010-4653';
export const SUPPORT_PHONE_HREF = 'tel:+15550104653';
