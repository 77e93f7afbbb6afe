import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { EmailSettings, TestEmailSent } from '../../../contracts/email/email';
import { EmailSendError } from '../../../integrations/email/email-sender';
import { devMailbox } from '../../../integrations/email/local-smtp-sink';
import { AppError } from '../../../lib/errors';
import { requireAdmin } from '../../auth';
import { validated } from '../../route-input';

export const testSchema = z.object({
  to: z.email({ error: 'Please enter a valid email address' }).max(254, 'Please enter a valid email address'),
});

/** Email settings for admins (sender, where mail goes, a test email) and the dev mailbox. */
export function emailRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/email-settings', requireAdmin, (_req, res) => {
    res.json({ from: ctx.email.from, transport: ctx.email.transportName } satisfies EmailSettings);
  });

  router.post(
    '/admin/email-settings/test',
    requireAdmin,
    validated({ body: testSchema }, async (req, res, { body: { to } }) => {
      try {
        await ctx.email.send({
          to,
          subject: `${ctx.config.VENUE_NAME}: test email`,
          text: `This is a test email from ${ctx.config.VENUE_NAME}. Email delivery works.`,
          html: `<p>This is a test email from <strong>${ctx.config.VENUE_NAME}</strong>. Email delivery works.</p>`,
        });
      } catch (error) {
        if (error instanceof EmailSendError) throw new AppError('EMAIL.SEND_FAILED', error.message, 502);
        throw error;
      }
      res.json({ success: true, message: `Test email sent to ${to}.` } satisfies TestEmailSent);
    }),
  );

  if (ctx.config.DEV_TOOLS) {
    const mailboxQuery = z.object({ to: z.string().optional() });
    router.get(
      '/dev/mailbox',
      validated({ query: mailboxQuery }, async (_req, res, { query: { to } }) => {
        res.json({ messages: await devMailbox(ctx.knex, to || null) });
      }),
    );
  }
  return router;
}
