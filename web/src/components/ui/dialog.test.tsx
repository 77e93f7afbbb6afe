import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

function Harness() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open booking
      </button>
      {outer ? (
        <Dialog title="Booking" onClose={() => setOuter(false)}>
          <label htmlFor="f">Name</label>
          <input id="f" />
          <button type="button" onClick={() => setInner(true)}>
            Sign in
          </button>
          {inner ? (
            <Dialog title="Sign in" onClose={() => setInner(false)}>
              <label htmlFor="p">Phone Number</label>
              <input id="p" />
            </Dialog>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

describe('dialog', () => {
  it('is a labelled modal that focuses its first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes only the top-most dialog on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Booking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open booking' })).toHaveFocus();
  });
});
