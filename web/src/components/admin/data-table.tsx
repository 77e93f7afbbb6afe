import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { Page } from '@contracts/lists';
import { api, errorMessage } from '@/lib/api-client';
import { downloadFile, toCsv } from './csv';

export interface Column<T> {
  /** The column's name; an empty one is a column of row actions, named "Actions" for screen readers and cards. */
  header: string;
  /** The cell; defaults to the row's field of the same key. */
  render: (row: T) => ReactNode;
  /** The server's sort key, when the list can be sorted by this column. */
  sort?: string;
  /** The CSV value (defaults to nothing: the column is left out of the export). */
  csv?: (row: T) => unknown;
}

interface Props<T> {
  /** An admin list endpoint answering the Page convention (src/contracts/lists.ts). */
  endpoint: string;
  /** The list's filters, sent as query parameters (empty values are left out). */
  filters?: Record<string, string | undefined>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  empty: string;
  pageSize?: number;
  /** File name of the CSV export; no export button without it. */
  csvName?: string;
}

const EXPORT_PAGE = 200;
const ACTIONS = 'Actions';
const EXPORT_MAX_ROWS = 10_000;

function queryOf(filters: Record<string, string | undefined>, extra: Record<string, string | number | undefined>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

/**
 * An admin list paged, sorted and filtered on the server: loading, empty and error states, previous
 * and next pages, and a CSV export of every matching row (fetched page by page).
 */
export function DataTable<T>({
  endpoint,
  filters = {},
  columns,
  rowKey,
  caption,
  empty,
  pageSize = 50,
  csvName,
}: Props<T>) {
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' } | null>(null);
  const [cursors, setCursors] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const filterKey = JSON.stringify(filters);
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    // New filters start again from the first page.
    setSeenFilters(filterKey);
    setCursors([]);
  }
  const sortParams = sort ? { sort: sort.key, order: sort.order } : {};
  const url = `${endpoint}?${queryOf(filters, { ...sortParams, limit: pageSize, cursor: cursors.at(-1) })}`;
  const { data, error, isLoading, mutate } = useSWR<Page<T>>(url, (u: string) => api.get<Page<T>>(u), {
    keepPreviousData: true,
  });
  const first = cursors.length * pageSize;

  const sortBy = (key: string) => {
    setCursors([]);
    setSort((s) => (s?.key === key ? { key, order: s.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: T[] = [];
      let cursor: string | undefined;
      do {
        const page = await api.get<Page<T>>(
          `${endpoint}?${queryOf(filters, { ...sortParams, limit: EXPORT_PAGE, cursor })}`,
        );
        rows.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && rows.length < EXPORT_MAX_ROWS);
      const csvColumns = columns.filter((c) => c.csv).map((c) => ({ header: c.header, value: c.csv! }));
      downloadFile(csvName!, toCsv(csvColumns, rows));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="data-table" aria-busy={isLoading || undefined}>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  aria-sort={
                    sort && sort.key === c.sort ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {c.sort ? (
                    <button type="button" className="th-sort" onClick={() => sortBy(c.sort!)}>
                      {c.header}
                    </button>
                  ) : (
                    c.header || <span className="visually-hidden">{ACTIONS}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} data-label={c.header || ACTIONS}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, 'Unable to load this list.')}{' '}
          <button type="button" className="btn btn-link" onClick={() => void mutate()}>
            Try again
          </button>
        </p>
      ) : !data && isLoading ? (
        <div className="skeleton" style={{ height: 120 }} role="status" aria-label="Loading" />
      ) : data && data.items.length === 0 ? (
        <p className="muted center">{empty}</p>
      ) : null}
      <div className="row table-footer">
        <span className="muted small" role="status">
          {data && data.total > 0 ? `${first + 1}–${first + data.items.length} of ${data.total}` : ''}
        </span>
        <span className="row">
          {csvName ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={exporting || !data?.total}
              onClick={() => void exportCsv()}
            >
              {exporting ? 'Exporting…' : 'Export CSV'}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary"
            disabled={cursors.length === 0}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!data?.nextCursor}
            onClick={() => data?.nextCursor && setCursors((c) => [...c, data.nextCursor!])}
          >
            Next
          </button>
        </span>
      </div>
    </div>
  );
}
