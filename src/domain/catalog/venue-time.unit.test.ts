import { formatVenueSlot } from './venue-time';

describe('formatVenueSlot', () => {
  it('writes a slot as a US customer reads it', () => {
    expect(formatVenueSlot('2026-11-23', '18:00', '20:00')).toBe('Mon Nov 23, 6:00-8:00 PM');
    expect(formatVenueSlot('2026-11-24', '11:00:00', '13:30:00')).toBe('Tue Nov 24, 11:00 AM-1:30 PM');
    expect(formatVenueSlot('2026-12-31', '23:00', '00:00')).toBe('Thu Dec 31, 11:00 PM-12:00 AM');
    expect(formatVenueSlot('2027-01-01', '00:30', '02:00')).toBe('Fri Jan 1, 12:30-2:00 AM');
  });
});
