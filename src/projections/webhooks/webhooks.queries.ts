import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import type { Webhook, WebhookDelivery, WebhookKind } from '../../contracts/webhooks/webhooks';
import { paged } from '../paged';

interface WebhookRow {
  id: string;
  url: string;
  kinds: WebhookKind[];
  is_active: boolean;
  description: string;
  created_at: Date;
  updated_at: Date;
  last_at: Date | null;
  last_succeeded: boolean | null;
  last_status: number | null;
}

const toWebhook = (r: WebhookRow): Webhook => ({
  id: r.id,
  url: r.url,
  kinds: r.kinds,
  isActive: r.is_active,
  description: r.description,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
  lastDelivery: r.last_at
    ? { at: new Date(r.last_at).toISOString(), succeeded: Boolean(r.last_succeeded), statusCode: r.last_status }
    : null,
});

function webhooksQuery(knex: Knex) {
  return knex('webhooks as w')
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT d.attempted_at, d.succeeded, d.status_code FROM webhook_deliveries d
        WHERE d.webhook_id = w.id ORDER BY d.attempted_at DESC LIMIT 1) l ON true`,
    )
    .select(
      'w.id',
      'w.url',
      'w.kinds',
      'w.is_active',
      'w.description',
      'w.created_at',
      'w.updated_at',
      'l.attempted_at as last_at',
      'l.succeeded as last_succeeded',
      'l.status_code as last_status',
    );
}

export function listWebhooks(knex: Knex, params: ListParams): Promise<Page<Webhook>> {
  return paged(knex, webhooksQuery(knex), params, {
    sortable: { createdAt: 'created_at', url: 'url' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'id',
    map: toWebhook,
  });
}

export async function webhookById(knex: Knex, id: string): Promise<Webhook | null> {
  const row = (await webhooksQuery(knex).where('w.id', id).first()) as WebhookRow | undefined;
  return row ? toWebhook(row) : null;
}

/** Every active webhook with the kinds it hears and when it was registered (a reactor's batch reads it once). */
export async function activeWebhooks(
  knex: Knex,
): Promise<Array<{ id: string; kinds: WebhookKind[]; createdAt: Date }>> {
  const rows = await knex('webhooks').where({ is_active: true }).select('id', 'kinds', 'created_at');
  return rows.map((r: { id: string; kinds: WebhookKind[]; created_at: Date }) => ({
    id: r.id,
    kinds: r.kinds,
    createdAt: r.created_at,
  }));
}

export async function webhookTarget(
  knex: Knex,
  id: string,
): Promise<{ id: string; url: string; secretSealed: string; isActive: boolean } | null> {
  const row = await knex('webhooks').where({ id }).first('id', 'url', 'secret_sealed', 'is_active');
  return row ? { id: row.id, url: row.url, secretSealed: row.secret_sealed, isActive: row.is_active } : null;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookKind;
  attempt: number;
  status_code: number | null;
  error: string | null;
  succeeded: boolean;
  duration_ms: number;
  attempted_at: Date;
}

export function listDeliveries(knex: Knex, webhookId: string, params: ListParams): Promise<Page<WebhookDelivery>> {
  return paged(knex, knex('webhook_deliveries').where({ webhook_id: webhookId }).select('*'), params, {
    sortable: { attemptedAt: 'attempted_at' },
    defaultSort: 'attemptedAt',
    defaultOrder: 'desc',
    tiebreak: 'id',
    map: (r: DeliveryRow) => ({
      id: r.id,
      eventId: r.event_id,
      type: r.type,
      attempt: r.attempt,
      statusCode: r.status_code,
      error: r.error,
      succeeded: r.succeeded,
      durationMs: r.duration_ms,
      attemptedAt: new Date(r.attempted_at).toISOString(),
    }),
  });
}
