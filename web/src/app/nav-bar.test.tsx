import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { NavBar } from './nav-bar';

const fetchMock = jest.fn();
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });

function renderNav(status: number, body: unknown) {
  fetchMock.mockReset();
  fetchMock.mockReturnValue(reply(status, body));
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>
    </SWRConfig>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

const base = { id: 'u1', firstName: 'Ada', lastName: 'L', phoneNumber: '+12125550123', email: 'a@example.com' };

describe('navigation by role', () => {
  it('offers Customer Login when the current-user call answers 401', async () => {
    const nav = renderNav(401, { message: 'Not logged in' });
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/phone-login');
    expect(nav).not.toHaveTextContent('Logout');
  });

  it('shows My Account, Gift Cards and Logout to a customer, without Admin or Time', async () => {
    renderNav(200, { ...base, isAdmin: false, isEmployee: false });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(screen.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/gift-cards');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Time' })).not.toBeInTheDocument();
  });

  it('adds Admin for admins and Time for employees', async () => {
    renderNav(200, { ...base, isAdmin: true, isEmployee: true });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Time' })).toHaveAttribute('href', '/timeclock');
  });
});
