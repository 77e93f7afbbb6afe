import { formatTime12 } from '@/lib/dates';
import type { Slot } from '../api/types';

interface Props {
  slots: Slot[];
  selected: string | null;
  onSelect: (time: string) => void;
  /** Full times can be chosen too (to join their waitlist); times too late for the duration cannot. */
  allowFull?: boolean;
}

const LEVEL_TEXT = { green: 'plenty of bays free', orange: 'filling up', red: 'almost full' } as const;

/** Start times coloured by how many bays are taken; a full time is grey and says Full (chosen only to join its waitlist). */
export function TimeSlotGrid({ slots, selected, onSelect, allowFull = false }: Props) {
  if (slots.length === 0) {
    return <p className="alert alert-warn">No start times are left on this day. Please choose another date.</p>;
  }
  // One Tab stop for the whole grid (the chosen time, else the first free one); arrows move inside.
  const tabStop = slots.find((x) => x.time === selected && x.available)?.time ?? slots.find((x) => x.available)?.time;
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const columns = Math.max(1, buttons.filter((b) => b.offsetTop === buttons[0].offsetTop).length);
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    let next: number;
    if (e.key in step) next = Math.min(buttons.length - 1, Math.max(0, index + step[e.key]));
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = buttons.length - 1;
    else return;
    e.preventDefault();
    buttons[next].focus();
  };
  return (
    <>
      <div
        className="slot-grid"
        role="group"
        aria-label="Start time (arrow keys move between times)"
        data-testid="slot-grid"
        onKeyDown={onKeyDown}
      >
        {slots.map((slot) => {
          const full = !slot.available && slot.fits;
          const state = slot.available ? LEVEL_TEXT[slot.level] : full ? 'fully booked' : 'too late for this duration';
          const label = `${formatTime12(slot.time)}, ${state}`;
          const tone = slot.available ? `slot-${slot.level}` : full ? 'slot-full' : 'slot-nofit';
          return (
            <button
              key={slot.time}
              type="button"
              className={`slot ${tone}${selected === slot.time ? ' is-selected' : ''}`}
              aria-pressed={selected === slot.time}
              aria-label={label}
              title={label}
              disabled={allowFull ? !slot.fits : !slot.available}
              data-time={slot.time}
              tabIndex={slot.time === tabStop ? 0 : -1}
              onClick={() => onSelect(slot.time)}
            >
              <span className="slot-dot" aria-hidden="true" />
              {formatTime12(slot.time)}
              {full ? <span className="slot-tag">Full</span> : null}
            </button>
          );
        })}
      </div>
      <ul className="slot-legend" aria-label="Legend">
        <li>
          <span className="slot-dot slot-dot-low" aria-hidden="true" /> Open
        </li>
        <li>
          <span className="slot-dot slot-dot-mid" aria-hidden="true" /> Filling up
        </li>
        <li>
          <span className="slot-dot slot-dot-high" aria-hidden="true" /> Almost full
        </li>
        <li>
          <span className="slot-dot slot-dot-full" aria-hidden="true" /> Full
        </li>
      </ul>
    </>
  );
}
