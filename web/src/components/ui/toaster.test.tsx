import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { dismissToast, toast, TOAST_DURATION_MS } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  render(<Toaster />);
});
afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    act(() => void toast({ title: 'Code Sent' }));
    act(() => void toast({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment FailedYour card was declined.');
    expect(screen.queryByText('Code Sent')).not.toBeInTheDocument();
  });

  it('goes away by itself after 5 seconds', () => {
    act(() => void toast({ title: 'Coupon Removed' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Coupon Removed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Coupon Removed')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('is dismissed by a swipe of at least 50 px to the right, not by a shorter one', () => {
    act(() => void toast({ title: 'Payment Successful' }));
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 130 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('moves focus to the notification with F8', () => {
    act(() => void toast({ title: 'Coupon Applied!' }));
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByTestId('toast')).toHaveFocus();
    act(() => dismissToast());
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
