import { Router } from 'express';
import { listParams } from '../../../contracts/lists';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { replyToCustomer, sendSupportMessage } from '../../../commands/support/support-chat.command';
import { UserNotFoundError } from '../../../domain/users';
import { UnauthorizedError } from '../../../lib/errors';
import { conversations, messagesOf } from '../../../projections/support/support-messages.projection';
import { findUserById } from '../../../projections/users';
import { actorOf, requireAdmin, requireAuthWith, requireSelfOrAdmin } from '../../auth';
import { limit } from '../../middleware/auth-rate-limits';
import { validated } from '../../route-input';

const MESSAGE_REQUIRED = 'Please enter a message';
const messageText = z
  .string(MESSAGE_REQUIRED)
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(1000, 'Please keep messages under 1,000 characters');

/** `toNumber` is accepted for the client's sake and ignored: the server decides who is texted. */
export const userSendBody = z.object({ message: messageText, toNumber: z.string().optional() });
export const replyBody = z.object({ message: messageText });

export const conversationsQuery = listParams.extend({
  search: z.string().trim().max(100).optional(),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** The support chat: customers write from the floating chat, staff answer from the admin area. */
export function supportChatRoutes(ctx: AppContext): Router {
  const router = Router();
  const perUser = new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: 'auth_rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'chat_user',
    points: 20,
    duration: 60,
  });

  router.post(
    '/sms/user-send',
    requireAuthWith(() => new UnauthorizedError('Please log in to send messages')),
    validated({ body: userSendBody }, async (req, res, { body: { message } }) => {
      if (!req.user) throw new UnauthorizedError('Please log in to send messages');
      await limit(perUser, req.user.id);
      const { messageId, position } = await sendSupportMessage(ctx, req.user, message, { actor: actorOf(req) });
      await ctx.projections.waitFor(position, ['support-messages']);
      res.status(201).json({ success: true, id: messageId });
    }),
  );

  router.get('/sms/user-messages/:userId', requireSelfOrAdmin('userId'), async (req, res) => {
    res.json(await messagesOf(ctx.knex, String(req.params.userId)));
  });

  router.get(
    '/admin/support/conversations',
    requireAdmin,
    validated({ query: conversationsQuery }, async (req, res, { query }) => {
      res.json(await conversations(ctx.knex, query));
    }),
  );

  router.post(
    '/admin/support/:userId/reply',
    requireAdmin,
    validated({ body: replyBody }, async (req, res, { body: { message } }) => {
      const userId = String(req.params.userId);
      const customer = z.uuid().safeParse(userId).success ? await findUserById(ctx.knex, userId) : null;
      if (!customer) throw new UserNotFoundError();
      const admin = req.user!;
      const { messageId, position } = await replyToCustomer(
        ctx,
        { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim() },
        customer,
        message,
        { actor: actorOf(req) },
      );
      await ctx.projections.waitFor(position, ['support-messages']);
      res.status(201).json({ success: true, id: messageId });
    }),
  );

  return router;
}
