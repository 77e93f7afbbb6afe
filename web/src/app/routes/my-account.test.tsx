import { screen } from '@testing-library/react';
import { customer, renderPage, signedInAs } from '@/testing/render-page';

describe('the account page', () => {
  it('asks a visitor to log in, with a way to', async () => {
    signedInAs(null);
    renderPage('/my-account');
    expect(await screen.findByText('Please log in to view your account.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/phone-login');
  });

  it('shows the customer their account, and #membership opens the Membership tab', async () => {
    signedInAs(customer);
    renderPage('/my-account#membership');
    expect(await screen.findByRole('heading', { name: 'Ada Tester' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('AT')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your plan');
  });
});
