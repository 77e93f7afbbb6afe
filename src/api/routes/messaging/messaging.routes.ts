import { randomUUID } from 'node:crypto';
import express, { Router, type Request } from 'express';
import twilio from 'twilio';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type {
  ConversationMessages,
  MessageTemplateView,
  SmsSettingsView,
} from '../../../contracts/messaging/messaging';
import { requestBulkSms } from '../../../commands/messaging/bulk-sms.commands';
import {
  markConversationRead,
  receiveSms,
  replyToNumber,
  saveCannedResponse,
  saveSettings,
} from '../../../commands/messaging/messaging.commands';
import { replyToCustomer } from '../../../commands/support';
import { MESSAGE_TEMPLATES, renderTemplate, SAMPLE_VALUES, TEMPLATE_KEYS } from '../../../domain/sms';
import { toE164 } from '../../../lib/phone-number';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import {
  bulkProgress,
  bulkSmsProgress,
  cannedResponseExists,
  cannedResponses,
} from '../../../projections/messaging/messaging.queries';
import { messagingSettings } from '../../../projections/sms';
import { conversationByKey, conversationMessages } from '../../../projections/support';
import { findUserById } from '../../../projections/users';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';

const MESSAGE_REQUIRED = 'Please enter a message';
const messageText = z
  .string(MESSAGE_REQUIRED)
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(1000, 'Please keep messages under 1,000 characters');
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times look like 21:00')
  .nullable();
export const settingsSchema = z.object({
  senderNumber: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v, c) => {
      if (!v) return null;
      const e164 = toE164(v);
      if (!e164) {
        c.addIssue({ code: 'custom', message: 'Please enter a valid sender phone number' });
        return z.NEVER;
      }
      return e164;
    }),
  quietHoursStart: clock.default(null),
  quietHoursEnd: clock.default(null),
});
export const templatesSchema = z.object({
  templates: z.partialRecord(
    z.enum(TEMPLATE_KEYS as [string, ...string[]], { error: 'Unknown template' }),
    z.string().max(1000, 'Please keep templates under 1,000 characters'),
  ),
});
export const cannedSchema = z.object({
  title: z.string({ error: 'Please enter a title' }).trim().min(1, 'Please enter a title').max(100),
  body: messageText,
});
const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('members') }),
    z.object({ kind: z.literal('tournament'), tournamentId: z.string().trim().min(1).max(100) }),
  ],
  { error: 'Please choose who gets the message' },
);

/** The address Twilio signed: the public URL when set (behind a proxy), else what this request came to. */
function webhookUrl(ctx: AppContext, req: Request) {
  const base = ctx.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
  return `${base}${req.originalUrl}`;
}

export const replySchema = z.object({ message: messageText });
export const bulkSchema = z.object({ audience: audienceSchema, message: messageText });

/**
 * Two-way SMS and the support inbox's admin side: Twilio's inbound webhook (signed), conversations
 * (read, reply to a customer or a bare number), canned responses, SMS settings and templates, and
 * bulk texts with their progress.
 */
export function messagingRoutes(ctx: AppContext): Router {
  const router = Router();
  // Only the deployment's own token: without one the webhook is off (503), in every environment;
  // locally, POST /api/dev/sms-inbound stands in for a customer's phone.
  const authToken = ctx.config.TWILIO_AUTH_TOKEN || null;

  router.post('/sms/inbound', express.urlencoded({ extended: false, limit: '20kb' }), async (req, res) => {
    const signature = req.get('x-twilio-signature');
    const params = (req.body ?? {}) as Record<string, string>;
    if (!authToken)
      throw new AppError('SMS.NOT_CONFIGURED', 'Inbound texts are not set up here (no TWILIO_AUTH_TOKEN).', 503);
    if (!signature || !twilio.validateRequest(authToken, signature, webhookUrl(ctx, req), params))
      throw new ForbiddenError('This request is not signed by Twilio.', 'SMS.BAD_SIGNATURE');
    const from = toE164(String(params.From ?? ''));
    const body = String(params.Body ?? '').slice(0, 1600);
    const providerId = String(params.MessageSid ?? params.SmsSid ?? '');
    if (!from || !providerId) throw new ValidationError('A text needs From and MessageSid', 'SMS.INBOUND_INVALID');
    await receiveSms(ctx, { from, body, providerId });
    // TwiML with nothing to say: replies come from staff, through the pipeline.
    res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  /** A conversation, or an empty one with a customer who has not written yet (staff may write first). */
  const conversationOf = async (key: string) => {
    const c = await conversationByKey(ctx.knex, key);
    if (c) return c;
    const user = z.uuid().safeParse(key).success ? await findUserById(ctx.knex, key) : null;
    if (!user) throw new NotFoundError('Conversation not found', 'SUPPORT.CONVERSATION_NOT_FOUND');
    return { conversation_key: user.id, user_id: user.id, phone: user.phoneNumber, unread_count: 0 };
  };

  router.get('/admin/support/conversations/:key/messages', requireAdmin, async (req, res) => {
    const c = await conversationOf(String(req.params.key));
    const user = c.user_id ? await findUserById(ctx.knex, c.user_id) : null;
    res.json({
      conversation: {
        conversationKey: c.conversation_key,
        userId: c.user_id,
        name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
        phoneNumber: c.phone ?? null,
        unreadCount: Number(c.unread_count),
      },
      messages: await conversationMessages(ctx.knex, c.conversation_key),
    } satisfies ConversationMessages);
  });

  router.post('/admin/support/conversations/:key/read', requireAdmin, async (req, res) => {
    const c = await conversationOf(String(req.params.key));
    if (Number(c.unread_count) > 0)
      await markConversationRead(ctx, c.conversation_key, req.user!.id, { actor: actorOf(req) });
    res.json({ success: true });
  });

  router.post(
    '/admin/support/conversations/:key/reply',
    requireAdmin,
    validated({ body: replySchema }, async (req, res, { body: { message } }) => {
      const c = await conversationOf(String(req.params.key));
      const admin = { id: req.user!.id, name: `${req.user!.firstName} ${req.user!.lastName}`.trim() };
      const meta = { actor: actorOf(req) };
      if (c.user_id) {
        const customer = await findUserById(ctx.knex, c.user_id);
        if (!customer) throw new NotFoundError('Conversation not found', 'SUPPORT.CONVERSATION_NOT_FOUND');
        const { position } = await replyToCustomer(ctx, admin, customer, message, meta);
        await ctx.projections.waitFor(position, ['support-messages']);
      } else await replyToNumber(ctx, admin, c.conversation_key, c.phone, message, meta);
      res.status(201).json({ success: true });
    }),
  );

  router.get('/admin/canned-responses', requireAdmin, async (_req, res) => {
    res.json(await cannedResponses(ctx.knex));
  });
  router.post(
    '/admin/canned-responses',
    requireAdmin,
    validated({ body: cannedSchema }, async (req, res, { body }) => {
      const id = randomUUID();
      await saveCannedResponse(ctx, { id, ...body }, { actor: actorOf(req) });
      res.status(201).json({ id, ...body });
    }),
  );
  router.put(
    '/admin/canned-responses/:id',
    requireAdmin,
    validated({ body: cannedSchema }, async (req, res, { body }) => {
      const id = String(req.params.id);
      if (!(await cannedResponseExists(ctx.knex, id)))
        throw new NotFoundError('Canned response not found', 'SUPPORT.CANNED_NOT_FOUND');
      await saveCannedResponse(ctx, { id, ...body }, { actor: actorOf(req) });
      res.json({ id, ...body });
    }),
  );
  router.delete('/admin/canned-responses/:id', requireAdmin, async (req, res) => {
    const id = String(req.params.id);
    if (!(await cannedResponseExists(ctx.knex, id)))
      throw new NotFoundError('Canned response not found', 'SUPPORT.CANNED_NOT_FOUND');
    await saveCannedResponse(ctx, { id, deleted: true }, { actor: actorOf(req) });
    res.status(204).end();
  });

  router.get('/admin/sms-settings', requireAdmin, async (_req, res) => {
    const { senderNumber, quietHoursStart, quietHoursEnd } = await messagingSettings(ctx);
    res.json({
      senderNumber,
      quietHoursStart,
      quietHoursEnd,
      defaultSender: ctx.config.TWILIO_FROM ?? null,
    } satisfies SmsSettingsView);
  });
  router.put(
    '/admin/sms-settings',
    requireAdmin,
    validated({ body: settingsSchema }, async (req, res, { body }) => {
      if (Boolean(body.quietHoursStart) !== Boolean(body.quietHoursEnd))
        throw new ValidationError('Give both ends of the quiet hours, or neither', 'SMS.QUIET_HOURS');
      const current = await messagingSettings(ctx);
      await saveSettings(ctx, { ...current, ...body }, { actor: actorOf(req) });
      const { senderNumber, quietHoursStart, quietHoursEnd } = await messagingSettings(ctx);
      res.json({
        senderNumber,
        quietHoursStart,
        quietHoursEnd,
        defaultSender: ctx.config.TWILIO_FROM ?? null,
      } satisfies SmsSettingsView);
    }),
  );

  const templatesJson = async (): Promise<MessageTemplateView[]> => {
    const { templates } = await messagingSettings(ctx);
    return TEMPLATE_KEYS.map((key) => {
      const t = MESSAGE_TEMPLATES[key];
      const body = templates[key] || t.body;
      return {
        key,
        label: t.label,
        variables: t.variables,
        body,
        isDefault: !templates[key],
        defaultBody: t.body,
        preview: renderTemplate(body, { ...SAMPLE_VALUES, venueName: ctx.config.VENUE_NAME }),
      };
    });
  };
  router.get('/admin/message-templates', requireAdmin, async (_req, res) => {
    res.json(await templatesJson());
  });
  router.put(
    '/admin/message-templates',
    requireAdmin,
    validated({ body: templatesSchema }, async (req, res, { body: { templates } }) => {
      const current = await messagingSettings(ctx);
      const next = { ...current.templates };
      for (const [key, body] of Object.entries(templates)) {
        const text = (body ?? '').trim();
        if (!text || text === MESSAGE_TEMPLATES[key as keyof typeof MESSAGE_TEMPLATES].body) delete next[key];
        else next[key] = text;
      }
      await saveSettings(ctx, { ...current, templates: next }, { actor: actorOf(req) });
      res.json(await templatesJson());
    }),
  );

  router.post(
    '/admin/sms/bulk',
    requireAdmin,
    validated({ body: bulkSchema }, async (req, res, { body }) => {
      const outcome = await requestBulkSms(
        ctx,
        { audience: body.audience, message: body.message, createdBy: req.user!.id },
        { actor: actorOf(req) },
      );
      const { heldUntil, notice } = outcome;
      res.status(201).json({ ...(await bulkProgress(ctx.knex, outcome.bulkId)), heldUntil, notice });
    }),
  );
  router.get('/admin/sms/bulk', requireAdmin, async (_req, res) => {
    res.json(await bulkSmsProgress(ctx.knex));
  });
  router.get('/admin/sms/bulk/:id', requireAdmin, async (req, res) => {
    const progress = await bulkProgress(ctx.knex, String(req.params.id));
    if (!progress) throw new NotFoundError('Bulk message not found', 'SMS.BULK_NOT_FOUND');
    res.json(progress);
  });

  return router;
}
