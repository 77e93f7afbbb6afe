import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import useSWR, { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { api, errorMessage, fetcher } from '@/lib/api-client';
import { server } from '@/testing/server';
import { useAction } from './use-action';

function Things() {
  const { data } = useSWR('/api/things', fetcher<{ names: string[] }>);
  const add = useAction('/api/things#add', (name: string) => api.post<{ id: string }>('/api/things', { name }), {
    success: (r, name) => ({ title: 'Thing Added', description: `${name} (${r.id})` }),
    failure: 'Add Failed',
    revalidate: ['/api/things'],
  });
  return (
    <div>
      <p>{data ? data.names.join(', ') || 'none' : 'loading'}</p>
      <button disabled={add.busy} onClick={() => void add.trigger('Putter')}>
        {add.busy ? 'Adding…' : 'Add'}
      </button>
    </div>
  );
}

/** Renders `ui` with a fresh SWR cache and the toaster. */
function renderWithToaster(ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {ui}
      <Toaster />
    </SWRConfig>,
  );
}

describe('useAction: the one write hook of the web app', () => {
  it('sends, shows busy, toasts success and reads the list again', async () => {
    const names: string[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.get('/api/things', () => HttpResponse.json({ names })),
      http.post('/api/things', async ({ request }) => {
        await new Promise<void>((r) => (release = r));
        names.push(((await request.json()) as { name: string }).name);
        return HttpResponse.json({ id: 't1' }, { status: 201 });
      }),
    );
    renderWithToaster(<Things />);
    expect(await screen.findByText('none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Thing Added')).toBeInTheDocument();
    expect(screen.getByText('Putter (t1)')).toBeInTheDocument();
    expect(await screen.findByText('Putter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it("shows the server's message in an error toast and leaves the list as it was", async () => {
    let reads = 0;
    server.use(
      http.get('/api/things', () => {
        reads++;
        return HttpResponse.json({ names: ['Driver'] });
      }),
      http.post('/api/things', () => HttpResponse.json({ message: 'That name is taken' }, { status: 409 })),
    );
    renderWithToaster(<Things />);
    expect(await screen.findByText('Driver')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Add Failed')).toBeInTheDocument();
    expect(screen.getByText('That name is taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(reads).toBe(1);
  });

  it('can show its own failure toast (or none) and hand the error back to a confirm dialog', async () => {
    server.use(http.post('/api/things', () => HttpResponse.json({ message: 'That name is taken' }, { status: 409 })));
    const seen: string[] = [];
    function Quiet() {
      const add = useAction('/api/things#quiet', () => api.post('/api/things', {}), {
        failure: () => ({ title: 'Could Not Add', description: 'Please try again.', variant: 'destructive' }),
        rethrow: true,
      });
      return (
        <button onClick={() => add.trigger().catch((e: Error) => seen.push(e.message))} type="button">
          Add
        </button>
      );
    }
    renderWithToaster(<Quiet />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Could Not Add')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('That name is taken')).not.toBeInTheDocument();
    expect(seen).toEqual(['That name is taken']);
  });

  it('with failure null keeps the refusal in `error` for a form, with no toast, and clears it on the next try', async () => {
    let refuse = true;
    let finish: () => void = () => undefined;
    server.use(
      http.post('/api/things', () =>
        refuse
          ? HttpResponse.json({ message: 'That name is taken' }, { status: 409 })
          : HttpResponse.json({ id: 't2' }, { status: 201 }),
      ),
    );
    function Form() {
      const add = useAction('/api/things#form', () => api.post('/api/things', {}), {
        failure: null,
        success: 'Thing Added',
        onSuccess: () => new Promise<void>((r) => (finish = r)),
      });
      return (
        <div>
          {add.error ? <p data-testid="form-error">{errorMessage(add.error)}</p> : null}
          <button disabled={add.busy} onClick={() => void add.trigger()} type="button">
            Add
          </button>
        </div>
      );
    }
    renderWithToaster(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('That name is taken');
    expect(screen.getAllByText('That name is taken')).toHaveLength(1);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Thing Added')).toBeInTheDocument();
    expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
    // Busy until its onSuccess is done, so it cannot be sent twice meanwhile.
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
  });
});
