import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

function serve() {
  let replies = [{ id: 'c1', title: 'Hours', body: 'We are open 9 to 9.' }];
  const sent: Array<[string, unknown]> = [];
  server.use(
    http.get('/api/admin/canned-responses', () => HttpResponse.json(replies)),
    http.post('/api/admin/canned-responses', async ({ request }) => {
      const body = (await request.json()) as { title: string; body: string };
      sent.push(['post', body]);
      replies = [...replies, { id: 'c2', ...body }];
      return HttpResponse.json({ id: 'c2', ...body }, { status: 201 });
    }),
    http.put('/api/admin/canned-responses/:id', async ({ request, params }) => {
      const body = (await request.json()) as { title: string; body: string };
      sent.push([`put ${params.id}`, body]);
      replies = replies.map((r) => (r.id === params.id ? { ...r, ...body } : r));
      return HttpResponse.json({ id: params.id, ...body });
    }),
    http.delete('/api/admin/canned-responses/:id', ({ params }) => {
      sent.push([`delete ${params.id}`, null]);
      replies = replies.filter((r) => r.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('the canned responses page', () => {
  it('adds, edits and deletes a saved reply', async () => {
    signedInAs(admin);
    const sent = serve();
    await renderPage('/admin/canned-responses');
    const list = await screen.findByRole('region', { name: 'Saved replies' }, { timeout: 15_000 });
    await within(list).findByText('Hours');

    await userEvent.type(screen.getByLabelText('Title'), 'Clubs');
    await userEvent.type(screen.getByLabelText('Reply text'), 'Clubs are free to borrow.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Reply' }));
    expect(await screen.findByText('Saved Reply Stored')).toBeInTheDocument();
    expect(sent).toEqual([['post', { title: 'Clubs', body: 'Clubs are free to borrow.' }]]);
    expect(await within(list).findByText('Clubs are free to borrow.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');

    await userEvent.click(within(list).getAllByRole('button', { name: 'Edit' })[0]);
    expect(screen.getByRole('heading', { name: 'Edit “Hours”' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Reply text'));
    await userEvent.type(screen.getByLabelText('Reply text'), 'Open 8 to 10.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent[1]).toEqual(['put c1', { title: 'Hours', body: 'Open 8 to 10.' }]));
    expect(await within(list).findByText('Open 8 to 10.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New saved reply' })).toBeInTheDocument();

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(list).getAllByRole('button', { name: 'Delete' })[0]);
    expect(confirm).toHaveBeenCalledWith('Delete the saved reply “Hours”?');
    expect(await screen.findByText('Saved Reply Deleted')).toBeInTheDocument();
    expect(sent[2]).toEqual(['delete c1', null]);
    await waitFor(() => expect(within(list).queryByText('Open 8 to 10.')).not.toBeInTheDocument());
    confirm.mockRestore();
  });

  it("shows the server's reason when a save is refused", async () => {
    signedInAs(admin);
    serve();
    server.use(
      http.post('/api/admin/canned-responses', () =>
        HttpResponse.json({ message: 'A title is required.' }, { status: 400 }),
      ),
    );
    await renderPage('/admin/canned-responses');
    await screen.findByRole('region', { name: 'Saved replies' }, { timeout: 15_000 });
    await userEvent.type(screen.getByLabelText('Reply text'), 'No title');
    await userEvent.click(screen.getByRole('button', { name: 'Add Reply' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('A title is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply text')).toHaveValue('No title');
  });
});
