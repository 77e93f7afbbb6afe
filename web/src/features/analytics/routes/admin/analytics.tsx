import { useState } from 'react';
import { ANALYTICS_PRODUCTS, PRODUCT_LABELS } from '@contracts/analytics/analytics';
import { downloadFile, toCsv, type CsvColumn } from '@/components/admin/csv';
import { Spinner } from '@/components/ui/spinner';
import { useAnalytics, type AnalyticsReport, type Granularity } from '@/features/analytics/api/analytics';
import { OccupancyHeatMap } from '@/features/analytics/components/occupancy-heat-map';
import { RangePicker } from '@/features/analytics/components/range-picker';
import { CustomersChart, ProductTotals, RevenueChart } from '@/features/analytics/components/revenue-chart';
import { TopCustomers } from '@/features/analytics/components/top-customers';
import { useDateRange } from '@/features/analytics/components/use-date-range';
import { errorMessage } from '@/lib/api-client';

type Point = AnalyticsReport['revenue']['series'][number];
const csvColumns: CsvColumn<Point>[] = [
  { header: 'Period', value: (p) => p.period },
  ...ANALYTICS_PRODUCTS.map((product) => ({
    header: PRODUCT_LABELS[product],
    value: (p: Point) => p.byProduct[product],
  })),
  { header: 'Total', value: (p) => p.total },
];

const GRANULARITIES: Array<{ id: Granularity; label: string }> = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
];

function exportRevenue(report: AnalyticsReport) {
  const { from, to, granularity } = report.range;
  downloadFile(`revenue-${from}-${to}-by-${granularity}.csv`, toCsv(csvColumns, report.revenue.series));
}

/** /admin/analytics: revenue by period and product, occupancy by weekday and hour, customers. */
export function AnalyticsPage() {
  const dates = useDateRange('last30');
  const [granularity, setGranularity] = useState<Granularity>('day');
  const { data, error, isLoading } = useAnalytics(dates.range, granularity);
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Analytics</h1>
      <RangePicker state={dates} />
      <div className="chip-row" role="group" aria-label="Group by">
        {GRANULARITIES.map((g) => (
          <button
            key={g.id}
            type="button"
            className={`chip${granularity === g.id ? ' active' : ''}`}
            aria-pressed={granularity === g.id}
            onClick={() => setGranularity(g.id)}
          >
            By {g.label.toLowerCase()}
          </button>
        ))}
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading analytics" /> : null}
      {data ? <Report report={data} /> : null}
    </section>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  return (
    <>
      <section className="card stack" aria-labelledby="revenue-title">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <h2 id="revenue-title" style={{ margin: 0 }}>
            Revenue
          </h2>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => exportRevenue(report)}>
            Export CSV
          </button>
        </div>
        <p className="field-hint" style={{ margin: 0 }}>
          Money taken on the day it was paid, refunds on the day they were paid back. Purchases paid with a gift card or
          credits count when the gift card or credits were sold.
        </p>
        <RevenueChart report={report} />
        <ProductTotals report={report} />
      </section>
      <section className="card stack" aria-labelledby="occupancy-title">
        <h2 id="occupancy-title" style={{ margin: 0 }}>
          Occupancy {report.occupancy.percent === null ? '' : `(${report.occupancy.percent}% overall)`}
        </h2>
        <OccupancyHeatMap occupancy={report.occupancy} />
      </section>
      <section className="card stack" aria-labelledby="customers-title">
        <h2 id="customers-title" style={{ margin: 0 }}>
          New and returning customers
        </h2>
        <CustomersChart report={report} />
      </section>
      <section className="card stack" aria-labelledby="top-customers-title">
        <h2 id="top-customers-title" style={{ margin: 0 }}>
          Top customers
        </h2>
        <TopCustomers customers={report.topCustomers} />
      </section>
    </>
  );
}
