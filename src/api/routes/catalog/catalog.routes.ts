import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import { actorOf, requireAdmin } from '../../auth';
import { toDecimalString } from '../../../lib/money';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import {
  createBay,
  setBusinessHours,
  setCancellationPolicy,
  updateBay,
} from '../../../commands/catalog/catalog.commands';
import { catalogSnapshot, type Bay } from '../../../projections/catalog/catalog.queries';
import type { DayHours } from '../../../domain/catalog/business-hours';
import type { CancellationPolicy } from '../../../domain/catalog/cancellation-policy';
import { businessHoursSchema, cancellationPolicySchema, createBaySchema, updateBaySchema } from './catalog.schemas';
import { validated } from '../../route-input';

const money = (cents: number | null) => (cents == null ? null : toDecimalString(cents));

export function bayDto(bay: Bay) {
  return {
    id: bay.id,
    name: bay.name,
    description: bay.description,
    type: bay.description || 'Standard Bay',
    isActive: bay.isActive,
    hourlyRate: money(bay.hourlyRateCents),
    peakHourlyRate: money(bay.peakHourlyRateCents),
    bufferMinutes: bay.bufferMinutes,
  };
}

export function hoursDto(h: DayHours) {
  return {
    dayOfWeek: h.dayOfWeek,
    openTime: h.openTime,
    closeTime: h.closeTime,
    bookingIntervalMinutes: h.bookingIntervalMinutes,
    peakStartTime: h.peakStartTime,
    peakEndTime: h.peakEndTime,
    baseHourlyRate: money(h.baseHourlyRateCents),
    peakHourlyRate: money(h.peakHourlyRateCents),
  };
}

export function policyDto(policy: CancellationPolicy) {
  const tiers = [...policy.tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  return { tiers };
}

/** Bays, business hours, peak times and the cancellation policy: public reads, admin-only writes. */
export function catalogRoutes(ctx: AppContext): Router {
  const router = Router();
  const meta = (req: Parameters<typeof actorOf>[0]) => ({
    actor: actorOf(req),
  });

  router.get('/bays', async (_req, res) => {
    const { bays } = await catalogSnapshot(ctx);
    res.json(bays.map(bayDto));
  });

  router.post(
    '/admin/bays',
    requireAdmin,
    validated({ body: createBaySchema }, async (req, res, { body }) => {
      const { bayId } = await createBay(
        ctx,
        {
          name: body.name,
          description: body.description || null,
          isActive: body.isActive,
          hourlyRateCents: body.hourlyRate ?? null,
          peakHourlyRateCents: body.peakHourlyRate ?? null,
          bufferMinutes: body.bufferMinutes ?? 0,
        },
        meta(req),
      );
      const bay = (await catalogSnapshot(ctx)).baysById.get(bayId);
      res.status(201).json(bay ? bayDto(bay) : { id: bayId });
    }),
  );

  router.patch(
    '/admin/bays/:id',
    requireAdmin,
    validated({ body: updateBaySchema }, async (req, res, { body }) => {
      const id = String(req.params.id);
      if (!(await catalogSnapshot(ctx)).baysById.has(id))
        throw new NotFoundError('Bay not found', 'BOOKING.BAY_NOT_FOUND');
      await updateBay(
        ctx,
        {
          bayId: id,
          name: body.name,
          description: body.description === undefined ? undefined : body.description || null,
          isActive: body.isActive,
          hourlyRateCents: body.hourlyRate,
          peakHourlyRateCents: body.peakHourlyRate,
          bufferMinutes: body.bufferMinutes,
        },
        meta(req),
      );
      res.json(bayDto((await catalogSnapshot(ctx)).baysById.get(id)!));
    }),
  );

  router.get('/global-business-hours', async (_req, res) => {
    const { week } = await catalogSnapshot(ctx);
    res.json([...week.values()].sort((a, b) => a.dayOfWeek - b.dayOfWeek).map(hoursDto));
  });

  router.put(
    '/admin/global-business-hours/:dayOfWeek',
    requireAdmin,
    validated({ body: businessHoursSchema }, async (req, res, { body }) => {
      const raw = String(req.params.dayOfWeek);
      if (!/^[0-6]$/.test(raw)) throw new ValidationError('dayOfWeek must be 0 (Sunday) to 6 (Saturday)');
      const dayOfWeek = Number(raw);
      await setBusinessHours(
        ctx,
        {
          dayOfWeek,
          openTime: body.openTime,
          closeTime: body.closeTime,
          bookingIntervalMinutes: body.bookingIntervalMinutes,
          peakStartTime: body.peakStartTime ?? null,
          peakEndTime: body.peakEndTime ?? null,
          baseHourlyRateCents: body.baseHourlyRate ?? null,
          peakHourlyRateCents: body.peakHourlyRate ?? null,
        },
        meta(req),
      );
      res.json(hoursDto((await catalogSnapshot(ctx)).week.get(dayOfWeek)!));
    }),
  );

  router.get('/peak-times', async (_req, res) => {
    const { week } = await catalogSnapshot(ctx);
    res.json(
      [...week.values()]
        .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
        .map((h) => ({
          dayOfWeek: h.dayOfWeek,
          peakStartTime: h.peakStartTime,
          peakEndTime: h.peakEndTime,
          baseHourlyRate: money(h.baseHourlyRateCents),
          peakHourlyRate: money(h.peakHourlyRateCents),
        })),
    );
  });

  router.get('/cancellation-policy', async (_req, res) => {
    res.json(policyDto((await catalogSnapshot(ctx)).cancellationPolicy));
  });

  router.put(
    '/admin/cancellation-policy',
    requireAdmin,
    validated({ body: cancellationPolicySchema }, async (req, res, { body }) => {
      await setCancellationPolicy(ctx, body, meta(req));
      res.json(policyDto((await catalogSnapshot(ctx)).cancellationPolicy));
    }),
  );

  return router;
}
