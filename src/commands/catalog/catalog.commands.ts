import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { handleCommand } from '../handle-command';
import { bayDecider, businessHoursDecider, cancellationPolicyDecider } from '../../domain/catalog/catalog.deciders';
import {
  bayStream,
  businessHoursStream,
  cancellationPolicyStream,
  type BayCreatedData,
  type BayUpdatedData,
  type BusinessHoursSetData,
  type CancellationPolicySetData,
} from '../../domain/catalog/catalog.events';
import { CATALOG_PROJECTION } from '../../projections/catalog/catalog.projection';
import { invalidateCatalog } from '../../projections/catalog/catalog.queries';

type Metadata = Partial<EventMetadata>;

/** Catalog writes are rare: wait for the read model so the next read (and the cache) sees them. */
async function settle(ctx: AppContext, position: string | null): Promise<void> {
  await ctx.projections.waitFor(position, [CATALOG_PROJECTION]);
  invalidateCatalog(ctx);
}

export async function createBay(
  ctx: AppContext,
  input: Omit<BayCreatedData, 'bayId' | 'bufferMinutes'> & { bayId?: string; bufferMinutes?: number },
  metadata?: Metadata,
) {
  const bay: BayCreatedData = { ...input, bufferMinutes: input.bufferMinutes ?? 0, bayId: input.bayId ?? randomUUID() };
  const result = await handleCommand(
    { store: ctx.store, metadata },
    bayStream(ctx.config.VENUE_ID, bay.bayId),
    bayDecider,
    {
      type: 'CreateBay',
      bay,
    },
  );
  await settle(ctx, result.position);
  return { bayId: bay.bayId, position: result.position };
}

export async function updateBay(ctx: AppContext, changes: BayUpdatedData, metadata?: Metadata) {
  const result = await handleCommand(
    { store: ctx.store, metadata },
    bayStream(ctx.config.VENUE_ID, changes.bayId),
    bayDecider,
    {
      type: 'UpdateBay',
      changes,
    },
  );
  await settle(ctx, result.position);
  return { position: result.position };
}

export async function setBusinessHours(ctx: AppContext, hours: BusinessHoursSetData, metadata?: Metadata) {
  const result = await handleCommand(
    { store: ctx.store, metadata },
    businessHoursStream(ctx.config.VENUE_ID, hours.dayOfWeek),
    businessHoursDecider,
    {
      value: hours,
    },
  );
  await settle(ctx, result.position);
  return { position: result.position };
}

export async function setCancellationPolicy(ctx: AppContext, policy: CancellationPolicySetData, metadata?: Metadata) {
  const value = { tiers: [...policy.tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore) };
  const result = await handleCommand(
    { store: ctx.store, metadata },
    cancellationPolicyStream(ctx.config.VENUE_ID),
    cancellationPolicyDecider,
    { value },
  );
  await settle(ctx, result.position);
  return { position: result.position };
}
