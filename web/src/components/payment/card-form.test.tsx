import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCard, joinErrors, maskCardNumber, maskMonth, validateCard, type CardData } from '@/lib/payments/card';
import { CardForm } from './card-form';

function Harness() {
  const [card, setCard] = useState<CardData>(emptyCard);
  return <CardForm value={card} errors={validateCard(card)} onChange={setCard} />;
}

describe('card form masks', () => {
  it('keeps digits only, groups them in fours and stops at 19 characters', () => {
    expect(maskCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242424')).toBe('4242 424');
  });

  it('clamps the month: over 12 becomes 12 and 00 becomes 01', () => {
    expect(maskMonth('13')).toBe('12');
    expect(maskMonth('00')).toBe('01');
    expect(maskMonth('7')).toBe('7');
    expect(maskMonth('0a9')).toBe('09');
  });

  it('masks what a person types in each field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Card Number'), '4000000000000002');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Month (MM)'), '19');
    expect(screen.getByLabelText('Month (MM)')).toHaveValue('12');
    await user.type(screen.getByLabelText('Year (YY)'), '2031');
    expect(screen.getByLabelText('Year (YY)')).toHaveValue('20');
    await user.type(screen.getByLabelText('CVV'), '12a345');
    expect(screen.getByLabelText('CVV')).toHaveValue('1234');
    await user.type(screen.getByLabelText('Cardholder Name'), 'ada lovelace');
    expect(screen.getByLabelText('Cardholder Name')).toHaveValue('ADA LOVELACE');
  });
});

describe('card form validation', () => {
  it('lists every broken rule with the spec wording', () => {
    const errors = validateCard({
      cardNumber: '4242 4242',
      expiryMonth: '',
      expiryYear: '7',
      cvv: '12',
      cardholderName: ' ',
    });
    expect(errors).toEqual({
      cardholderName: 'Cardholder name is required',
      cardNumber: 'Card number must be at least 13 digits',
      expiryMonth: 'Valid expiry month is required',
      expiryYear: 'Valid expiry year is required',
      cvv: 'CVV must be at least 3 digits',
    });
    expect(joinErrors(errors)).toBe(
      'Cardholder name is required, Card number must be at least 13 digits, Valid expiry month is required, Valid expiry year is required, CVV must be at least 3 digits',
    );
  });

  it('accepts a complete card', () => {
    expect(
      validateCard({
        cardNumber: '4242 4242 4242 4242',
        expiryMonth: '12',
        expiryYear: '30',
        cvv: '123',
        cardholderName: 'ADA',
      }),
    ).toEqual({});
  });

  it('shows the message next to the field it belongs to', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Card Number'), '4242');
    expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription('Card number must be at least 13 digits');
    await user.type(screen.getByLabelText('Card Number'), '424242424242');
    expect(screen.getByLabelText('Card Number')).not.toHaveAttribute('aria-invalid');
  });
});
