import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { bookingIcs, bookingInstants, type CalendarBookingFacts } from './booking-calendar';
import { calendarFeedDecider, type CalendarFeedCommand } from './calendar-feed.decider';

const hash = 'a'.repeat(64);
const create = (feedId: string): CalendarFeedCommand => ({
  type: 'CreateCalendarFeed',
  feedId,
  userId: 'u1',
  tokenHash: hash,
  tokenSealed: 's'.repeat(40),
});
const revoke: CalendarFeedCommand = { type: 'RevokeCalendarFeed', userId: 'u1' };

const given = DeciderSpecification.for(calendarFeedDecider);
const created = given([]).when(create('f1')).stream();

describe('the calendar feed decider', () => {
  it('keeps the live feed when asked to create one again, and makes a new one after a revoke', () => {
    expect(created.map((e) => e.type)).toEqual(['CalendarFeedCreated']);
    given(created).when(create('f2')).thenNothingHappened();
    const revoked = given(created).when(revoke).stream();
    const renewed = given(revoked).when(create('f2')).stream();
    expect(renewed.map((e) => e.type)).toEqual(['CalendarFeedCreated', 'CalendarFeedRevoked', 'CalendarFeedCreated']);
    expect(renewed[1].data).toEqual({ feedId: 'f1', userId: 'u1' });
    expect(given(renewed).state()).toMatchObject({ status: 'active', feedId: 'f2' });
  });

  it('refuses to revoke a feed that is not live', () => {
    given([]).when(revoke).thenThrows('You have no calendar feed to revoke.');
    given(given(created).when(revoke).stream()).when(revoke).thenThrows('You have no calendar feed to revoke.');
  });
});

describe("a booking's calendar event", () => {
  const zone = 'America/New_York';
  const booking = (date: string, startsAt: string, endsAt: string): CalendarBookingFacts => ({
    id: '0f0e0d0c-1111-4222-8333-444455556666',
    bayName: 'Bay 2',
    date,
    startTime: '10:00:00',
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    status: 'confirmed',
    updatedAt: new Date('2027-10-01T12:00:00Z'),
  });

  it('keeps 10:00 at 10:00 local on both sides of the autumn change (clocks fall back 7 Nov 2027)', () => {
    const before = bookingInstants(booking('2027-11-06', '2027-11-06T14:00:00Z', '2027-11-06T15:30:00Z'), zone);
    const after = bookingInstants(booking('2027-11-07', '2027-11-07T15:00:00Z', '2027-11-07T16:30:00Z'), zone);
    expect(before).toEqual({ start: new Date('2027-11-06T14:00:00Z'), end: new Date('2027-11-06T15:30:00Z') });
    expect(after).toEqual({ start: new Date('2027-11-07T15:00:00Z'), end: new Date('2027-11-07T16:30:00Z') });
  });

  it('escapes the venue name and says cancelled', () => {
    const ics = bookingIcs(
      { ...booking('2027-11-07', '2027-11-07T15:00:00Z', '2027-11-07T16:00:00Z'), status: 'cancelled' },
      { name: 'Tee Time, Bar; Grill', timeZone: zone, uidDomain: 'golf.example.com', accountUrl: null },
    );
    expect(ics).toContain('\r\nUID:0f0e0d0c-1111-4222-8333-444455556666@golf.example.com\r\n');
    expect(ics).toContain('\r\nSUMMARY:Bay 2 at Tee Time\\, Bar\\; Grill\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nDTSTART:20271107T150000Z\r\n');
  });
});
