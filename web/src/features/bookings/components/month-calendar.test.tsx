import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthCalendar } from './month-calendar';

function setup(today = '2026-11-18', selected: string | null = null) {
  const onSelect = jest.fn();
  render(<MonthCalendar today={today} selected={selected} onSelect={onSelect} />);
  return { onSelect, user: userEvent.setup() };
}

describe('month calendar', () => {
  it('shows the month and year with a Sunday-first weekday header', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 November 2026 is a Sunday: first cell of the first week
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('1');
  });

  it('disables past days and highlights today', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Tuesday, November 17, 2026' })).toBeDisabled();
    const today = screen.getByRole('button', { name: 'Wednesday, November 18, 2026, today' });
    expect(today).toBeEnabled();
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveClass('is-today');
  });

  it("disables the days beyond the caller's booking window, and arrow keys stop at its last day", () => {
    render(<MonthCalendar today="2026-11-18" lastDate="2026-11-25" selected={null} onSelect={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Wednesday, November 25, 2026' })).toBeEnabled();
    const beyond = screen.getByRole('button', { name: 'Thursday, November 26, 2026, not bookable yet' });
    expect(beyond).toBeDisabled();
    const last = screen.getByRole('button', { name: 'Wednesday, November 25, 2026' });
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(last);
  });

  it('reports the chosen day as YYYY-MM-DD', async () => {
    const { onSelect, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Friday, November 20, 2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-20');
  });

  it('cannot go before the current month, moves forward, and Today comes back', async () => {
    const { user, onSelect } = setup();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thursday, January 7, 2027' }));
    expect(onSelect).toHaveBeenLastCalledWith('2027-01-07');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('moves between days with the arrow keys and never onto a past day', () => {
    setup('2026-11-18');
    const today = screen.getByRole('button', { name: /November 18, 2026/ });
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Thursday, November 19, 2026' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Thursday, November 26, 2026' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(screen.getByRole('button', { name: /November 18, 2026, today/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Wednesday, December 2, 2026' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
  });
});
