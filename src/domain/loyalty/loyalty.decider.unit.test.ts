import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { loyaltyAccountDecider, type EarnForBooking } from './loyalty.events';

const now = new Date('2026-11-24T20:00:00Z');
const earn = (bookingId: string, minutes: number, hoursPerCredit = 2): EarnForBooking => ({
  userId: 'u1',
  bookingId,
  minutes,
  hoursPerCredit,
  now,
});

const given = DeciderSpecification.for(loyaltyAccountDecider);

describe('the loyalty account decider', () => {
  it('counts a booking once, and only the new minutes of an extension seen later', () => {
    const counted = given([]).when(earn('b1', 60)).stream();
    given(counted).when(earn('b1', 60)).thenNothingHappened();
    const extended = given(counted).when(earn('b1', 150)).stream();
    expect(extended.map((e) => [e.type, e.type === 'LoyaltyHoursEarned' ? e.data.minutes : e.data.credits])).toEqual([
      ['LoyaltyHoursEarned', 60],
      ['LoyaltyHoursEarned', 90],
      ['LoyaltyCreditEarned', 1],
    ]);
    expect(given(extended).state()).toMatchObject({ totalMinutes: 150, creditsEarned: 1 });
  });

  it('grants one event for every multiple crossed, and never takes credits back when the rate changes', () => {
    const events = given(given([]).when(earn('b1', 300)).stream())
      .when(earn('b2', 60, 10))
      .stream();
    expect(events.filter((e) => e.type === 'LoyaltyCreditEarned').map((e) => e.data)).toEqual([
      { userId: 'u1', credits: 2, creditsEarned: 2, hoursPerCredit: 2, bookingId: 'b1' },
    ]);
    expect(given(events).state()).toMatchObject({ totalMinutes: 360, creditsEarned: 2 });
  });
});
