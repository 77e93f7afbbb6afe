import { z } from 'zod';
import type { Config } from './env';
import { adminPhonesProblem } from './admin-phones';
import { isCurrency, isLocale } from '../lib/money';

/** One venue of a multi-venue deployment, as the VENUES setting lists it. */
export const VenueSetting = z.object({
  id: z.string().regex(/^[a-z0-9_]{1,40}$/, 'a venue id is lower-case letters, digits and _ (at most 40)'),
  name: z.string().trim().min(1).max(120),
  timeZone: z.string().refine(isTimeZone, 'not an IANA time zone (e.g. America/New_York)'),
  address: z.string().trim().max(300).optional(),
  /** ISO 4217 code; unset: VENUE_CURRENCY. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrency, 'an ISO 4217 currency code with cents (e.g. USD, GBP, EUR; not JPY)')
    .optional(),
  /** BCP 47 locale amounts are written in; unset: VENUE_LOCALE. */
  locale: z.string().trim().refine(isLocale, 'a BCP 47 locale (e.g. en-US, en-GB)').optional(),
  /** The venue's own database; unset: a sibling of DATABASE_URL named `<database>_<id>` (created on start). */
  databaseUrl: z.string().min(1).optional(),
  /** Phones (comma separated) made admins of this venue when they sign in here; unset: ADMIN_PHONES. */
  adminPhones: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : adminPhonesProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type VenueSetting = z.infer<typeof VenueSetting>;

const VenueList = z
  .array(VenueSetting)
  .min(1, 'list at least one venue')
  .refine((list) => new Set(list.map((v) => v.id)).size === list.length, 'two venues share an id');

/** What is wrong with a VENUES value, or null when it is unset or valid. */
export function venuesProblem(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'must be JSON: a list of {"id","name","timeZone"} objects';
  }
  const parsed = VenueList.safeParse(json);
  if (parsed.success) return null;
  return parsed.error.issues.map((i) => `${i.path.join('.') || 'list'}: ${i.message}`).join('; ');
}

/** The configured venues, or null for a single-venue deployment (VENUES unset). */
export function venueSettings(config: Pick<Config, 'VENUES'>): VenueSetting[] | null {
  if (!config.VENUES || config.VENUES.trim() === '') return null;
  return VenueList.parse(JSON.parse(config.VENUES));
}

/** The venue requests go to when they name none: the one whose id is VENUE_ID, else the first listed. */
export function defaultVenueId(config: Pick<Config, 'VENUES' | 'VENUE_ID'>): string {
  const list = venueSettings(config);
  if (!list) return config.VENUE_ID;
  return list.find((v) => v.id === config.VENUE_ID)?.id ?? list[0].id;
}

/**
 * The configuration one venue runs with: the deployment's, with the venue's id, name, time zone,
 * database and job-queue prefix. The default venue keeps DATABASE_URL and REDIS_PREFIX, so adding
 * venues to a running deployment leaves its data where it is.
 */
export function configForVenue(base: Config, venue: VenueSetting, isDefault: boolean): Config {
  return {
    ...base,
    VENUE_ID: venue.id,
    VENUE_NAME: venue.name,
    VENUE_TIMEZONE: venue.timeZone,
    DATABASE_URL:
      venue.databaseUrl ?? (isDefault ? base.DATABASE_URL : siblingDatabaseUrl(base.DATABASE_URL, venue.id)),
    REDIS_PREFIX: isDefault ? base.REDIS_PREFIX : `${base.REDIS_PREFIX}-${venue.id}`,
    ADMIN_PHONES: venue.adminPhones ?? base.ADMIN_PHONES,
    VENUE_CURRENCY: venue.currency ?? base.VENUE_CURRENCY,
    VENUE_LOCALE: venue.locale ?? base.VENUE_LOCALE,
  };
}

/**
 * Every venue's configuration (one entry, the deployment's own, when VENUES is unset): what the
 * command-line tools (migrate, admin:grant) run against.
 */
export function allVenueConfigs(base: Config): Config[] {
  const list = venueSettings(base);
  if (!list) return [base];
  const defaultId = defaultVenueId(base);
  return list.map((v) => configForVenue(base, v, v.id === defaultId));
}

/** `postgres://…/golf` → `postgres://…/golf_<id>` (the venue's own database on the same server). */
export function siblingDatabaseUrl(databaseUrl: string, venueId: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error(`VENUES: venue ${venueId} needs a databaseUrl (DATABASE_URL is not a URL to derive one from)`);
  }
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = `/${name}_${venueId}`;
  return url.toString();
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
