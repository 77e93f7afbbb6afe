import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventStore } from '../eventstore/types';

/** What a projection runner reports to the metrics: its name and whether it has stopped at an event. */
export interface ProjectionHealth {
  name: string;
  stalled: boolean;
}

/** Read at scrape time: how far each projection trails the log, and each queue's depth. */
export interface MetricSources {
  projectionLag(): Promise<Array<{ name: string; events: number; ms: number }>>;
  queues(): Promise<Array<{ name: string; waiting: number; active: number; delayed: number; failed: number }>>;
  /** Seconds left of the pause on guest card payments (0: not paused). */
  guestPaymentsPaused?(): Promise<number>;
  /** Each database pool's connections now (see src/db/pool-budget.ts). */
  pools?(): PoolUse[];
}

/** One database pool's connections: open, idle among them, and callers waiting for one. */
export interface PoolUse {
  name: string;
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

const CHECKOUT_OUTCOMES: Record<string, string> = {
  CheckoutCompleted: 'completed',
  CheckoutFailed: 'failed',
  CheckoutRefunded: 'refunded',
};
const SMS_OUTCOMES: Record<string, string> = { SmsDelivered: 'sent', SmsDeliveryFailed: 'failed' };

/**
 * This process's Prometheus metrics (one registry per app context, so tests stay apart). Served on
 * /metrics to the scraper holding METRICS_TOKEN, or from this machine.
 */
export class Metrics {
  readonly registry = new Registry();
  private sources?: MetricSources;
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
  readonly httpDuration = new Histogram({
    name: 'golf_http_request_duration_seconds',
    help: 'HTTP request latency, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly appends = new Counter({
    name: 'golf_event_store_appended_events_total',
    help: 'Events this process appended, by stream category',
    labelNames: ['category'],
    registers: [this.registry],
  });
  readonly checkouts = new Counter({
    name: 'golf_checkout_outcomes_total',
    help: 'Checkouts that completed, failed or were refunded',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly sms = new Counter({
    name: 'golf_sms_delivery_outcomes_total',
    help: 'Text messages sent or given up on',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  readonly paymentDeclines = new Counter({
    name: 'golf_payment_declines_total',
    help: 'Declined card payments, by buyer (untrusted: a guest or an account without a played booking)',
    labelNames: ['buyer'],
    registers: [this.registry],
  });

  constructor(projections: () => ProjectionHealth[]) {
    const paused = async () => (await this.sources?.guestPaymentsPaused?.().catch(() => 0)) ?? 0;
    new Gauge({
      name: 'golf_guest_card_payments_paused',
      help: '1 while guest and new-account card payments are paused after too many declines venue-wide',
      registers: [this.registry],
      async collect() {
        this.set((await paused()) > 0 ? 1 : 0);
      },
    });
    new Gauge({
      name: 'golf_projection_stalled',
      help: '1 while a projection is stopped at an event it cannot apply (see /api/admin/system/health)',
      labelNames: ['projection'],
      registers: [this.registry],
      collect() {
        for (const p of projections()) this.set({ projection: p.name }, p.stalled ? 1 : 0);
      },
    });
    const lag = async () => (await this.sources?.projectionLag().catch(() => [])) ?? [];
    const queues = async () => (await this.sources?.queues().catch(() => [])) ?? [];
    new Gauge({
      name: 'golf_projection_lag_events',
      help: 'Events of its types in the log that a projection has not applied yet',
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        for (const p of await lag()) this.set({ projection: p.name }, p.events);
      },
    });
    new Gauge({
      name: 'golf_projection_lag_milliseconds',
      help: 'Age of the oldest event a projection has not applied yet (0 when caught up)',
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        for (const p of await lag()) this.set({ projection: p.name }, p.ms);
      },
    });
    new Gauge({
      name: 'golf_queue_jobs',
      help: 'Jobs in each queue, by state (waiting, active, delayed)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const q of await queues())
          for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ queue: q.name, state }, q[state]);
      },
    });
    const pools = () => this.sources?.pools?.() ?? [];
    new Gauge({
      name: 'golf_db_pool_connections',
      help: 'Connections of each database pool, by state (total open, idle, waiting callers, max)',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect() {
        for (const p of pools())
          for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ pool: p.name, state }, p[state]);
      },
    });
    new Gauge({
      name: 'golf_queue_failed_jobs',
      help: 'Jobs kept as failed in each queue (attempts used up)',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        for (const q of await queues()) this.set({ queue: q.name }, q.failed);
      },
    });
  }

  /** Where the scrape-time gauges read from (set once the context exists). */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  /** Counts appended events (and the checkout and SMS outcomes among them) as they are written. */
  counting(store: EventStore): EventStore {
    return new Proxy(store, {
      get: (target, prop, receiver) => {
        if (prop !== 'append') return Reflect.get(target, prop, receiver);
        const append: EventStore['append'] = async (stream, events, options) => {
          const result = await target.append(stream, events, options);
          const category = stream.split('-', 1)[0];
          this.appends.inc({ category }, events.length);
          for (const e of events) {
            if (CHECKOUT_OUTCOMES[e.type]) this.checkouts.inc({ outcome: CHECKOUT_OUTCOMES[e.type] });
            if (SMS_OUTCOMES[e.type]) this.sms.inc({ outcome: SMS_OUTCOMES[e.type] });
          }
          return result;
        };
        return append;
      },
    });
  }
}
