import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SupportButton } from '@/components/support-chat/support-button';
import { renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the support phone customers see', () => {
  beforeEach(() => {
    signedInAs(null);
    // The number an admin saved in System Settings, as the server answers it.
    server.use(
      http.get('/api/venue', () =>
        HttpResponse.json({ name: 'Back Nine Golf', supportPhone: '+12125550123', timeZone: 'America/New_York' }),
      ),
    );
  });

  it('is the saved one on the phone login page', async () => {
    await renderPage('/phone-login');
    const link = await screen.findByRole('link', { name: '+1 (212) 555-0123' });
    expect(link).toHaveAttribute('href', 'tel:+12125550123');
    expect(link.closest('p')).toHaveTextContent('Trouble signing in? Call or text +1 (212) 555-0123.');
    expect(screen.queryByText('+1 (555) 010-4653')).not.toBeInTheDocument();
  });

  it('is the saved one in the support dialog a visitor opens', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter>
          <SupportButton />
        </MemoryRouter>
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Contact support' }));
    const dialog = await screen.findByTestId('support-dialog');
    expect(await within(dialog).findByRole('link', { name: '+1 (212) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+12125550123',
    );
  });
});
