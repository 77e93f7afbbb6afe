import { parseConfig, ConfigError } from '../../src/config/env';
import {
  allVenueConfigs,
  configForVenue,
  defaultVenueId,
  siblingDatabaseUrl,
  venueSettings,
} from '../../src/config/venues';

const base = { DATABASE_URL: 'postgres://golf:secret@db.internal:5432/golf', REDIS_PREFIX: 'golf-x' };
const two = JSON.stringify([
  { id: 'uptown', name: 'Uptown', timeZone: 'America/New_York', adminPhones: '+12125550100' },
  { id: 'london', name: 'London', timeZone: 'Europe/London', address: '1 Curtain Rd' },
]);

describe('the VENUES setting', () => {
  it('leaves a deployment without it as the one venue it always was', () => {
    const config = parseConfig(base);
    expect(venueSettings(config)).toBeNull();
    expect(defaultVenueId(config)).toBe('main');
    expect(allVenueConfigs(config)).toEqual([config]);
  });

  it("gives each venue its id, name, zone, queues and database, the default venue keeping the deployment's", () => {
    const config = parseConfig({ ...base, VENUES: two, VENUE_ID: 'london', ADMIN_PHONES: '+12125550199' });
    expect(defaultVenueId(config)).toBe('london');
    const [uptown, london] = allVenueConfigs(config);
    expect(uptown).toMatchObject({
      VENUE_ID: 'uptown',
      VENUE_NAME: 'Uptown',
      VENUE_TIMEZONE: 'America/New_York',
      DATABASE_URL: 'postgres://golf:secret@db.internal:5432/golf_uptown',
      REDIS_PREFIX: 'golf-x-uptown',
      ADMIN_PHONES: '+12125550100',
    });
    expect(london).toMatchObject({
      VENUE_ID: 'london',
      VENUE_TIMEZONE: 'Europe/London',
      DATABASE_URL: base.DATABASE_URL,
      REDIS_PREFIX: 'golf-x',
      ADMIN_PHONES: '+12125550199',
    });
    // Without VENUE_ID among them, the first listed is the default.
    expect(defaultVenueId(parseConfig({ ...base, VENUES: two }))).toBe('uptown');
    expect(
      configForVenue(config, { id: 'x', name: 'X', timeZone: 'UTC', databaseUrl: 'postgres://h/x' }, false),
    ).toMatchObject({ DATABASE_URL: 'postgres://h/x' });
  });

  it.each([
    ['not json', /must be JSON/],
    ['[]', /at least one venue/],
    [JSON.stringify([{ id: 'Up Town', name: 'U', timeZone: 'UTC' }]), /lower-case letters/],
    [JSON.stringify([{ id: 'a', name: 'A', timeZone: 'Mars/Olympus' }]), /not an IANA time zone/],
    [
      JSON.stringify([
        { id: 'a', name: 'A', timeZone: 'UTC' },
        { id: 'a', name: 'B', timeZone: 'UTC' },
      ]),
      /two venues share an id/,
    ],
  ])('refuses %s at start with a clear message', (value, message) => {
    expect(() => parseConfig({ ...base, VENUES: value })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, VENUES: value })).toThrow(message);
  });

  it('names a sibling database after the venue', () => {
    expect(siblingDatabaseUrl('postgres://u:p@h:5433/golf?sslmode=require', 'annex')).toBe(
      'postgres://u:p@h:5433/golf_annex?sslmode=require',
    );
    expect(() => siblingDatabaseUrl('host=/tmp dbname=golf', 'annex')).toThrow(/needs a databaseUrl/);
  });
});
