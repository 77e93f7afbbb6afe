import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { customer, signedInAs } from '@/testing/render-page';
import { NavBar } from './nav-bar';

function renderNav() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>
    </SWRConfig>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('navigation by role', () => {
  it('offers Customer Login when the current-user call answers 401', async () => {
    signedInAs(null);
    const nav = renderNav();
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/phone-login');
    expect(nav).not.toHaveTextContent('Logout');
  });

  it('shows My Account and Logout to a customer, and no link to a page that does not exist yet', async () => {
    signedInAs(customer);
    renderNav();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    // Time comes with its page (timeclock); the gift-card shop is here.
    expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/gift-cards');
    expect(screen.queryByRole('link', { name: 'Time' })).not.toBeInTheDocument();
  });

  it('adds Admin for admins', async () => {
    signedInAs({ ...customer, isAdmin: true, isEmployee: true });
    renderNav();
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});
