import { loyaltyAccountDecider, type EarnForBooking } from './loyalty.events';

const now = new Date('2026-11-24T20:00:00Z');
const earn = (bookingId: string, minutes: number, hoursPerCredit = 2): EarnForBooking => ({
  userId: 'u1',
  bookingId,
  minutes,
  hoursPerCredit,
  now,
});

function run(commands: EarnForBooking[]) {
  let state = loyaltyAccountDecider.initialState();
  const events = [];
  for (const c of commands)
    for (const e of loyaltyAccountDecider.decide(c, state)) {
      events.push(e);
      state = loyaltyAccountDecider.evolve(state, e);
    }
  return { state, events };
}

describe('the loyalty account decider', () => {
  it('counts a booking once, and only the new minutes of an extension seen later', () => {
    const { state, events } = run([earn('b1', 60), earn('b1', 60), earn('b1', 150)]);
    expect(events.map((e) => [e.type, e.type === 'LoyaltyHoursEarned' ? e.data.minutes : e.data.credits])).toEqual([
      ['LoyaltyHoursEarned', 60],
      ['LoyaltyHoursEarned', 90],
      ['LoyaltyCreditEarned', 1],
    ]);
    expect(state).toMatchObject({ totalMinutes: 150, creditsEarned: 1 });
  });

  it('grants one event for every multiple crossed, and never takes credits back when the rate changes', () => {
    const { state, events } = run([earn('b1', 300), earn('b2', 60, 10)]);
    expect(events.filter((e) => e.type === 'LoyaltyCreditEarned').map((e) => e.data)).toEqual([
      { userId: 'u1', credits: 2, creditsEarned: 2, hoursPerCredit: 2, bookingId: 'b1' },
    ]);
    expect(state).toMatchObject({ totalMinutes: 360, creditsEarned: 2 });
  });
});
