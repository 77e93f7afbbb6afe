import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { MoneyInput } from './money-input';
import { useState } from 'react';

describe('the confirm dialog', () => {
  it('runs the action once confirmed, and stays open saying why when it fails', async () => {
    const onClose = jest.fn();
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'This booking was already cancelled.'))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        title="Cancel booking?"
        confirmLabel="Cancel booking"
        destructive
        onConfirm={action}
        onClose={onClose}
      >
        <p>The customer is refunded under the policy.</p>
      </ConfirmDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking was already cancelled.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('the money input', () => {
  function Harness({ onValue }: { onValue: (v: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <MoneyInput
        label="Price"
        value={value}
        max={1000}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    );
  }

  it('takes dollars with up to two decimals and shows cents once left', async () => {
    const seen: string[] = [];
    const user = userEvent.setup();
    render(<Harness onValue={(v) => seen.push(v)} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '$12.5x9');
    expect(input).toHaveValue('12.59');
    await user.tab();
    expect(input).toHaveValue('12.59');
    await user.clear(input);
    await user.type(input, '1500');
    await user.tab();
    expect(input).toHaveValue('1500.00');
    expect(screen.getByRole('alert')).toHaveTextContent('At most $1,000.00');
    expect(seen.at(-1)).toBe('1500.00');
  });
});
