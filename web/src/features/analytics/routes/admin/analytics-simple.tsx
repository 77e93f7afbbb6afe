import type { SummaryMetric } from '@contracts/analytics/analytics';
import { Spinner } from '@/components/ui/spinner';
import { useAnalyticsSummary } from '@/features/analytics/api/analytics';
import { RangePicker } from '@/features/analytics/components/range-picker';
import { useDateRange } from '@/features/analytics/components/use-date-range';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';

function shown(value: SummaryMetric['current'], format: SummaryMetric['format']): string {
  if (value === null) return '—';
  if (format === 'money') return formatMoney(value);
  if (format === 'percent') return `${value}%`;
  if (format === 'hours') return `${value} h`;
  return String(value);
}

function change(metric: SummaryMetric): string {
  if (metric.changePercent === null) return 'nothing in the previous period';
  if (metric.changePercent === 0) return 'no change on the previous period';
  const sign = metric.changePercent > 0 ? '+' : '';
  return `${sign}${metric.changePercent}% on the previous period`;
}

/** /admin/analytics-simple: the key numbers of a range, each beside the period of the same length before it. */
export function AnalyticsSimplePage() {
  const dates = useDateRange('last30');
  const { data, error, isLoading } = useAnalyticsSummary(dates.range);
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Analytics (Simple)</h1>
      <RangePicker state={dates} />
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading the key numbers" /> : null}
      {data ? (
        <>
          <p className="field-hint">
            {data.range.from} to {data.range.to}, compared with {data.previousRange.from} to {data.previousRange.to}
          </p>
          <ul className="stat-tiles" style={{ listStyle: 'none', padding: 0 }}>
            {data.metrics.map((m) => (
              <li key={m.key} className="card stat-tile">
                <p className="stat-label">{m.label}</p>
                <p className="stat-value">{shown(m.current, m.format)}</p>
                <p className="stat-label">
                  {change(m)} ({shown(m.previous, m.format)})
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
