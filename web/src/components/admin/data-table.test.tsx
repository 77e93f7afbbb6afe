import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from '@/testing/server';
import { toCsv } from './csv';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
}
const all: Row[] = Array.from({ length: 5 }, (_, i) => ({
  id: `r${i}`,
  name: i === 2 ? '=HYPERLINK("x")' : `Name ${i}`,
}));
const columns: Column<Row>[] = [{ header: 'Name', sort: 'name', render: (r) => r.name, csv: (r) => r.name }];

/** A list endpoint with the server's paging: cursor = offset, like src/projections/paged.ts. */
function serveList(fail = false) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/things', ({ request }) => {
      const q = new URL(request.url).searchParams;
      requests.push(q);
      if (fail) return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      const rows = q.get('search') === 'none' ? [] : q.get('order') === 'desc' ? [...all].reverse() : all;
      const offset = Number(q.get('cursor') ?? 0);
      const limit = Number(q.get('limit'));
      const items = rows.slice(offset, offset + limit);
      const next = offset + items.length < rows.length ? String(offset + items.length) : null;
      return HttpResponse.json({ items, total: rows.length, nextCursor: next });
    }),
  );
  return requests;
}

function renderTable(filters: Record<string, string> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DataTable<Row>
        endpoint="/api/admin/things"
        filters={filters}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Things"
        empty="Nothing here yet."
        pageSize={2}
        csvName="things.csv"
      />
    </SWRConfig>,
  );
}

describe('the admin data table', () => {
  it('pages on the server, forward and back, saying where it is', async () => {
    const requests = serveList();
    const user = userEvent.setup();
    renderTable();
    expect(await screen.findByText('Name 0')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3–4 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('5–5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('3–4 of 5')).toBeInTheDocument();
    expect(requests.every((q) => q.get('limit') === '2')).toBe(true);
  });

  it('sorts on the server when a column header is clicked, and says which way', async () => {
    const requests = serveList();
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Name 0');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(requests.at(-1)?.get('order')).toBe('asc'));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(await screen.findByText('Name 4')).toBeInTheDocument();
    expect(requests.at(-1)?.get('sort')).toBe('name');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the empty text, and the error with a way to try again', async () => {
    serveList();
    const { unmount } = renderTable({ search: 'none' });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
    unmount();
    serveList(true);
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('exports every matching row as CSV, fetching page by page, with formulas defused', async () => {
    serveList();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined });
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Name 0');
    await act(() => user.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0].text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(saved).toHaveBeenCalledTimes(1);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ header: 'A', value: (r: string) => r }], ['plain', 'a,b', 'say "hi"', 'two\nlines'])).toBe(
      'A\r\nplain\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });
});
