import { Counter, Gauge, Registry } from 'prom-client';

/** What a projection runner reports to the metrics: its name and whether it has stopped at an event. */
export interface ProjectionHealth {
  name: string;
  stalled: boolean;
}

/**
 * This process's Prometheus metrics (one registry per app context, so tests stay apart). Served on
 * /metrics to the scraper holding METRICS_TOKEN, or from this machine.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly projectionFailures = new Counter({
    name: 'golf_projection_event_failures_total',
    help: 'Attempts to apply an event that failed, by projection',
    labelNames: ['projection'],
    registers: [this.registry],
  });
  readonly adminAlerts = new Counter({
    name: 'golf_admin_alerts_total',
    help: 'Alerts sent to the admins, by kind',
    labelNames: ['kind'],
    registers: [this.registry],
  });

  constructor(projections: () => ProjectionHealth[]) {
    new Gauge({
      name: 'golf_projection_stalled',
      help: '1 while a projection is stopped at an event it cannot apply (see /api/admin/system/health)',
      labelNames: ['projection'],
      registers: [this.registry],
      collect() {
        for (const p of projections()) this.set({ projection: p.name }, p.stalled ? 1 : 0);
      },
    });
  }
}
