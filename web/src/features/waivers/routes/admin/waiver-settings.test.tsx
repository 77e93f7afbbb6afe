import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminWaiverAnswer } from '@contracts/waivers/waivers';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const v1 = {
  version: 1,
  text: 'Play at your own risk.',
  isRequired: false,
  publishedAt: '2026-11-20T15:00:00.000Z',
  signatures: 4,
};
const settings: AdminWaiverAnswer = {
  version: 1,
  text: v1.text,
  isRequired: false,
  updatedAt: v1.publishedAt,
  versions: [v1],
};

describe('the admin waiver page', () => {
  it('requires a waiver with a new text, refuses an empty text, and lists the versions', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/waiver', () => HttpResponse.json(settings)),
      http.put('/api/admin/waiver', async ({ request }) => {
        const body = (await request.json()) as { isRequired: boolean; text: string };
        saved.push(body);
        const v2 = { ...v1, version: 2, text: body.text, isRequired: body.isRequired, signatures: 0 };
        return HttpResponse.json({ ...settings, ...body, version: 2, versions: [v2, v1] });
      }),
    );
    await renderPage('/admin/waiver');
    const text = await screen.findByLabelText('Waiver text', {}, { timeout: 15_000 });
    expect(text).toHaveValue('Play at your own risk.');
    expect(screen.getByRole('row', { name: /^1 \(current\)/ })).toHaveTextContent('4');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Require a signed waiver before booking' }));
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('Please enter the text of the waiver')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.type(text, 'Play at your own risk. Mind the club.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Waiver Saved')).toBeInTheDocument();
    expect(saved).toEqual([{ isRequired: true, text: 'Play at your own risk. Mind the club.' }]);
    const current = screen.getByRole('row', { name: /^2 \(current\)/ });
    expect(within(current).getAllByRole('cell')[2]).toHaveTextContent('Yes');
  });
});
