import type { AppContext } from '../../app-context';
import type { AsOfAnswer, AuditKind, AuditPage } from '../../contracts/audit/audit';
import type { ListParams } from '../../contracts/lists';
import type { RecordedEvent } from '../../eventstore/types';
import { AUDIT_CORRELATIONS_PROJECTION } from '../../projections/audit/audit-correlations.projection';
import { correlatedStreams } from '../../projections/audit/audit.queries';
import { pageOfList } from '../../projections/paged';
import { asOf } from './as-of';
import { describeEvents } from './audit-trail';
import { auditSubjectOf, subjectEvents } from './audit-subjects';

type PageParams = Pick<ListParams, 'limit' | 'cursor'>;

/** A subject's history, oldest first, in plain words; a subject may add to each item (credits: the balances after it). */
export async function auditHistory(
  ctx: AppContext,
  kind: AuditKind,
  id: string,
  params: PageParams,
): Promise<AuditPage> {
  const subject = auditSubjectOf(ctx, kind);
  const { events } = await subjectEvents(ctx, subject, id);
  let items = await describeEvents(ctx, events);
  const extras = subject.itemExtras?.(events);
  if (extras) items = items.map((item) => ({ ...item, ...extras.get(item.eventId) }));
  return { kind, id, ...pageOfList(items, params) };
}

export async function auditAsOf(ctx: AppContext, kind: AuditKind, id: string, at: string): Promise<AsOfAnswer> {
  const subject = auditSubjectOf(ctx, kind);
  return asOf(ctx, subject, id, await subjectEvents(ctx, subject, id), at);
}

/** Every event sharing a correlation id, across streams, in order: a whole checkout as one story. */
export async function correlationStory(ctx: AppContext, correlationId: string, params: PageParams): Promise<AuditPage> {
  await ctx.projections.waitFor(await ctx.store.head(), [AUDIT_CORRELATIONS_PROJECTION]);
  const { eventIds, streams } = await correlatedStreams(ctx.knex, correlationId);
  const events: RecordedEvent[] = [];
  for (const [stream, from] of streams) {
    for await (const e of ctx.store.read(stream, { from })) if (eventIds.has(e.eventId)) events.push(e);
  }
  return { kind: 'correlation', id: correlationId, ...pageOfList(await describeEvents(ctx, events), params) };
}
