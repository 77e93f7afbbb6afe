import { render, screen, within } from '@testing-library/react';
import type { Slot } from '../api/types';
import { TimeSlotGrid } from './time-slot-grid';

const slot = (time: string, patch: Partial<Slot>): Slot => ({
  time,
  endTime: '',
  occupancy: 0,
  level: 'green',
  available: true,
  fits: true,
  ...patch,
});

describe('the start-time grid', () => {
  it('tells a full time from an almost-full one by colour and by word, and lists Full in the legend', () => {
    render(
      <TimeSlotGrid
        allowFull
        selected={null}
        onSelect={() => undefined}
        slots={[
          slot('10:00', { occupancy: 0.8, level: 'red' }),
          slot('10:30', { occupancy: 1, level: 'red', available: false }),
        ]}
      />,
    );
    const almost = screen.getByRole('button', { name: '10:00 AM, almost full' });
    const full = screen.getByRole('button', { name: '10:30 AM, fully booked' });
    expect(full).toHaveTextContent('10:30 AMFull');
    expect(almost).not.toHaveTextContent('Full');
    expect(full).toHaveClass('slot-full');
    expect(full).not.toHaveClass('slot-red');
    expect(almost).toHaveClass('slot-red');
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual([
      'Open',
      'Filling up',
      'Almost full',
      'Full',
    ]);
  });
});
