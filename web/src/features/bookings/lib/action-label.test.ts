import { actionButton } from './action-label';

describe('booking action button', () => {
  it('asks for time, duration and bay (disabled) until the selection is priced', () => {
    expect(actionButton({ ready: false, total: null, creditsUsed: 0 })).toEqual({
      label: 'Select Time, Duration & Bay',
      disabled: true,
    });
    expect(actionButton({ ready: true, total: null, creditsUsed: 0 })).toEqual({
      label: 'Select Time, Duration & Bay',
      disabled: true,
    });
  });

  it('offers to reserve the bay for the quoted total', () => {
    expect(actionButton({ ready: true, total: '70.00', creditsUsed: 0 })).toEqual({
      label: 'Reserve Bay - $70.00',
      disabled: false,
    });
    expect(actionButton({ ready: true, total: '35.5', creditsUsed: 1 })).toEqual({
      label: 'Reserve Bay - $35.50',
      disabled: false,
    });
  });

  it('books with credits when the total is zero', () => {
    expect(actionButton({ ready: true, total: '0.00', creditsUsed: 2 }).label).toBe('Book with Credits (2 credits)');
    expect(actionButton({ ready: true, total: '0.00', creditsUsed: 1 }).label).toBe('Book with Credits (1 credit)');
  });

  it('names the plan when a membership is chosen with or without a bay', () => {
    expect(actionButton({ ready: false, total: null, creditsUsed: 0, planName: 'Premium' })).toEqual({
      label: 'Sign Up for Premium',
      disabled: false,
    });
    expect(actionButton({ ready: true, total: '25.00', creditsUsed: 0, planName: 'Premium' })).toEqual({
      label: 'Complete Booking + Premium',
      disabled: false,
    });
  });
});
