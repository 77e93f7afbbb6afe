import { Router } from 'express';
import { z } from 'zod';
import { listParams } from '../../../contracts/lists';
import type { AppContext } from '../../../app-context';
import { updateProfile } from '../../../commands/users/update-profile.command';
import { grantRole, loadUser, revokeRole } from '../../../commands/users/user-roles.command';
import { UserNotFoundError } from '../../../domain/users/user.errors';
import { listSmsLog } from '../../../projections/sms';
import { findUserById, listUsers } from '../../../projections/users/users.queries';
import { actorOf, requireAdmin } from '../../auth';
import { profileChanges } from './auth.schemas';
import { validated } from '../../route-input';

export const listQuery = listParams.extend({ search: z.string().trim().max(100).optional() });

export const smsLogQuery = listParams.extend({ status: z.enum(['queued', 'delivered', 'failed']).optional() });

export const rolesBody = z
  .object({ isAdmin: z.boolean().optional(), isEmployee: z.boolean().optional() })
  .refine((b) => b.isAdmin !== undefined || b.isEmployee !== undefined, 'Choose a role to change');

/** Admin-only: list and edit users, grant or revoke the employee and admin roles, see text messages. */
export function adminUsersRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get(
    '/admin/users',
    requireAdmin,
    validated({ query: listQuery }, async (req, res, { query: q }) => {
      res.json(await listUsers(ctx.knex, q));
    }),
  );

  router.get(
    '/admin/sms-log',
    requireAdmin,
    validated({ query: smsLogQuery }, async (req, res, valid) => {
      res.json(await listSmsLog(ctx.knex, valid.query));
    }),
  );

  router.patch(
    '/admin/users/:userId',
    requireAdmin,
    validated({ body: profileChanges }, async (req, res, { body: changes }) => {
      const userId = String(req.params.userId);
      if (!z.uuid().safeParse(userId).success) throw new UserNotFoundError();
      const { position } = await updateProfile(ctx, userId, changes, { actor: actorOf(req) });
      await ctx.projections.waitFor(position, ['users']);
      res.json(await findUserById(ctx.knex, userId));
    }),
  );

  router.put(
    '/admin/users/:userId/roles',
    requireAdmin,
    validated({ body: rolesBody }, async (req, res, { body }) => {
      const userId = String(req.params.userId);
      if (!z.uuid().safeParse(userId).success || (await loadUser(ctx, userId)).status !== 'registered') {
        throw new UserNotFoundError();
      }
      const metadata = { actor: actorOf(req) };
      const reason = `by admin ${req.user!.id}`;
      const positions: Array<string | null> = [];
      for (const [role, wanted] of [
        ['admin', body.isAdmin],
        ['employee', body.isEmployee],
      ] as const) {
        if (wanted === undefined) continue;
        const result = wanted
          ? await grantRole(ctx, userId, role, reason, metadata)
          : await revokeRole(ctx, userId, role, reason, metadata);
        positions.push(result.position);
      }
      for (const p of positions) await ctx.projections.waitFor(p, ['users']);
      res.json(await findUserById(ctx.knex, userId));
    }),
  );

  return router;
}
