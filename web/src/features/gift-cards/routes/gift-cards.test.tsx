import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@/components/ui/toast-store';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { payByCard, serveCardPayments, serveOrder } from '@/testing/checkout';

afterEach(() => act(() => dismissToast()));

describe('the gift cards page', () => {
  it("checks the form with the spec's messages, reviews, pays and shows the code", async () => {
    signedInAs(customer);
    serveCardPayments(customer.id);
    const { paid } = serveOrder({
      type: 'gift-card',
      label: 'Gift card for Sam',
      amount: '100.00',
      reference: 'ABCD2345EFGH6789',
    });
    await renderPage('/gift-cards');
    expect(await screen.findByRole('heading', { name: 'Purchase Gift Card' }, { timeout: 15_000 })).toBeInTheDocument();
    // Prefilled from the signed-in customer.
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada Tester');
    expect(screen.getByLabelText('Your Email')).toHaveValue('ada@example.com');
    const continueButton = screen.getByRole('button', { name: 'Continue to Payment' });
    expect(continueButton).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Custom amount'), '9');
    await userEvent.type(screen.getByLabelText('Recipient Name'), 'Sam');
    await userEvent.click(continueButton);
    expect(await screen.findByText('Invalid Amount')).toBeInTheDocument();
    expect(screen.getByText('Gift card amount must be at least $10.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '$100' }));
    await userEvent.click(continueButton);
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Recipient Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Personal Message'), 'Enjoy!');
    expect(screen.getByText('6/200')).toBeInTheDocument();
    await userEvent.click(continueButton);
    const review = screen.getByText('Ready to Purchase').closest('[role="status"]') as HTMLElement;
    expect(review).toHaveTextContent('A $100.00 gift card for Sam from Ada Tester. Email sent to recipient.');
    await userEvent.click(within(review).getByRole('button', { name: 'Complete Purchase' }));
    const pay = await screen.findByTestId('payment-dialog');
    await payByCard(pay, 'Pay $100.00');
    expect(await screen.findByTestId('gift-card-code')).toHaveTextContent('ABCD2345EFGH6789');
    expect(paid).toEqual([
      expect.objectContaining({
        lines: [
          {
            type: 'gift-card',
            amount: 100,
            recipientName: 'Sam',
            recipientEmail: 'sam@example.com',
            senderName: 'Ada Tester',
            senderEmail: 'ada@example.com',
            message: 'Enjoy!',
            deliveryMethod: 'email',
            deliveryDate: null,
          },
        ],
      }),
    ]);
  });

  it('counts the personal message to 200 and refuses a longer one in words, not by cutting it', async () => {
    signedInAs(customer);
    serveCardPayments();
    serveOrder({ type: 'gift-card', label: 'Gift card for Sam', amount: '50.00', reference: 'ABCD2345EFGH6789' });
    await renderPage('/gift-cards');
    const message = await screen.findByLabelText('Personal Message', {}, { timeout: 15_000 });
    await userEvent.type(screen.getByLabelText('Recipient Name'), 'Sam');
    await userEvent.click(screen.getByRole('radio', { name: /Pick up at the venue/ }));
    await userEvent.click(message);
    await userEvent.paste('Happy birthday! '.repeat(13));
    expect(message).toHaveValue('Happy birthday! '.repeat(13));
    expect(screen.getByText('208/200')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('208/200 Please keep your personal message to 200 characters or fewer');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Message Too Long');
    expect(toast).toHaveTextContent('Please keep your personal message to 200 characters or fewer');
    expect(screen.queryByText('Ready to Purchase')).not.toBeInTheDocument();
    await userEvent.type(message, '{Backspace}'.repeat(8));
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(message).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Ready to Purchase')).toBeInTheDocument();
  });

  it('opens the Check Balance tab', async () => {
    signedInAs(null);
    await renderPage('/gift-cards?tab=balance');
    expect(await screen.findByRole('heading', { name: /Gift Card Balance/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Check Balance' })).toHaveAttribute('aria-selected', 'true');
    for (const title of ['Perfect Gift', 'Instant Delivery', 'Never Expires'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });
});
