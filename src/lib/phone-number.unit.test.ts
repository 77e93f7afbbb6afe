import { maskPhone, toE164 } from './phone-number';

describe('phone numbers', () => {
  it.each([
    ['(212) 555-0123', '+12125550123'],
    ['212.555.0123', '+12125550123'],
    ['+1 212 555 0123', '+12125550123'],
    ['1-212-555-0123', '+12125550123'],
    ['  2125550123 ', '+12125550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalises %s to %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(['', '   ', '123', '555-0100', '+1 555 555 0100', 'golf', '+1 212 555 01234'])('rejects %p', (input) => {
    expect(toE164(input)).toBeNull();
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('+12125550123')).toBe('********0123');
  });
});
