import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import {
  blockBody,
  CREDIT_BUCKET_NAMES,
  CREDIT_KINDS,
  grantCreditsBody,
} from '../../../contracts/customers/admin-customers';
import type { CreditsGranted, CustomerBookingView } from '../../../contracts/customers/admin-customers.schemas';
import { listParams, type Page } from '../../../contracts/lists';
import { adjustCredits } from '../../../commands/credits';
import { relinkSquareCustomer } from '../../../commands/payments';
import { blockFromBooking, unblockFromBooking } from '../../../commands/users';
import { eraseCustomer } from '../../../commands/customers';
import { UserNotFoundError } from '../../../domain/users';
import { bookingsPageOfUser } from '../../../projections/bookings';
import { creditMovements, creditSummary, customerLedger } from '../../../projections/credits';
import { squareCustomerMappings } from '../../../projections/payments';
import { customerProfile } from '../../../projections/customers/customer-profile.queries';
import { customerDataCsv, customerDataExport } from '../../../projections/customers/customer-data.queries';
import { findUserIdentity, isUuid } from '../../../projections/users';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-03-01');
const search = z.string().trim().max(100).optional();
export const bookingsQuery = listParams.extend({ status: z.string().trim().max(40).optional() });
export const movementsQuery = listParams.extend({
  search,
  bucket: z.enum(CREDIT_BUCKET_NAMES, 'Choose the general, membership or loyalty bucket').optional(),
  kind: z.enum(CREDIT_KINDS, `Kind is one of: ${CREDIT_KINDS.join(', ')}`).optional(),
  from: date.optional(),
  to: date.optional(),
});
export const eraseBody = z.object({
  confirm: z.string("Type the customer's phone number or ERASE to confirm.").trim().min(1).max(40),
});
export const mappingQuery = listParams.extend({ search, linked: z.enum(['yes', 'no']).optional() });

/** The id in the path of an account that exists, or 404 'User not found'. */
async function knownUser(ctx: AppContext, raw: unknown): Promise<string> {
  const userId = String(raw);
  if (!isUuid(userId) || !(await findUserIdentity(ctx.knex, userId))) throw new UserNotFoundError();
  return userId;
}

/**
 * Admins: a customer's page (profile, balances, membership, loyalty, gift cards, messages), their
 * bookings and credit ledger, blocking from booking; every customer's credit movements and grants;
 * the Square customer mapping with re-link.
 */
export function adminCustomersRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/users/:userId', requireAdmin, async (req, res) => {
    const profile = await customerProfile(ctx.knex, String(req.params.userId));
    if (!profile) throw new UserNotFoundError();
    res.json(profile);
  });

  router.get(
    '/admin/users/:userId/bookings',
    requireAdmin,
    validated({ query: bookingsQuery }, async (req, res, valid) => {
      const userId = await knownUser(ctx, req.params.userId);
      res.json((await bookingsPageOfUser(ctx, userId, valid.query)) satisfies Page<CustomerBookingView>);
    }),
  );

  router.get(
    '/admin/users/:userId/credits/ledger',
    requireAdmin,
    validated({ query: listParams }, async (req, res, valid) => {
      const userId = await knownUser(ctx, req.params.userId);
      res.json(await customerLedger(ctx.knex, userId, valid.query));
    }),
  );

  router.post(
    '/admin/users/:userId/block',
    requireAdmin,
    validated({ body: blockBody }, async (req, res, { body: { reason } }) => {
      const userId = await knownUser(ctx, req.params.userId);
      const { position } = await blockFromBooking(ctx, userId, reason, { actor: actorOf(req) });
      await ctx.projections.waitFor(position, ['users']);
      res.json(await customerProfile(ctx.knex, userId));
    }),
  );

  router.post('/admin/users/:userId/unblock', requireAdmin, async (req, res) => {
    const userId = await knownUser(ctx, req.params.userId);
    const { position } = await unblockFromBooking(ctx, userId, { actor: actorOf(req) });
    await ctx.projections.waitFor(position, ['users']);
    res.json(await customerProfile(ctx.knex, userId));
  });

  // A customer's data on request: an export (JSON or CSV) and the erasure (crypto-shredding).
  router.get('/admin/customers/:userId/export', requireAdmin, async (req, res) => {
    const userId = await knownUser(ctx, req.params.userId);
    const data = await customerDataExport(ctx.knex, userId, ctx.now());
    res.setHeader('Content-Disposition', `attachment; filename="customer-${userId}.json"`);
    res.json(data);
  });

  router.get('/admin/customers/:userId/export.csv', requireAdmin, async (req, res) => {
    const userId = await knownUser(ctx, req.params.userId);
    const csv = customerDataCsv(await customerDataExport(ctx.knex, userId, ctx.now()));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="customer-${userId}.csv"`);
    res.send(csv);
  });

  router.post(
    '/admin/customers/:userId/erase',
    requireAdmin,
    validated({ body: eraseBody }, async (req, res, { body: { confirm } }) => {
      const userId = await knownUser(ctx, req.params.userId);
      const { position } = await eraseCustomer(ctx, userId, confirm, { actor: actorOf(req) });
      await ctx.projections.waitFor(position, ['users', 'bookings', 'support-messages', 'gift-cards']);
      res.json(await customerProfile(ctx.knex, userId));
    }),
  );

  router.get(
    '/admin/credits/movements',
    requireAdmin,
    validated({ query: movementsQuery }, async (req, res, { query: q }) => {
      res.json(await creditMovements(ctx.knex, { ...q, timeZone: ctx.config.VENUE_TIMEZONE }));
    }),
  );

  router.post(
    '/admin/credits/grants',
    requireAdmin,
    validated({ body: grantCreditsBody }, async (req, res, { body: { userId, ...grant } }) => {
      const result = await adjustCredits(ctx, { userId, ...grant }, { actor: actorOf(req) });
      await ctx.projections.waitFor(result.position, ['credits']);
      res.status(201).json({ userId, balances: await creditSummary(ctx.knex, userId) } satisfies CreditsGranted);
    }),
  );

  router.get(
    '/admin/debug/square-customer-mapping',
    requireAdmin,
    validated({ query: mappingQuery }, async (req, res, valid) => {
      res.json(await squareCustomerMappings(ctx.knex, valid.query));
    }),
  );

  router.post('/admin/debug/square-customer-mapping/:userId/relink', requireAdmin, async (req, res) => {
    const userId = await knownUser(ctx, req.params.userId);
    res.json(await relinkSquareCustomer(ctx, userId, actorOf(req)));
  });

  return router;
}
