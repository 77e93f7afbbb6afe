import { Router } from 'express';
import { listParams } from '../../../contracts/lists';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { randomUUID } from 'node:crypto';
import { loadGiftCard, newGiftCardCode, runGiftCard } from '../../../commands/gift-cards/gift-card.commands';
import { fulfilledOf } from '../../../commands/checkout';
import { payOrder } from '../../../commands/checkout';
import { normalizeGiftCardCode } from '../../../domain/gift-cards/gift-card.events';
import { GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGE_TOO_LONG } from '../../../contracts/gift-cards/gift-cards';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../../lib/errors';
import { formatMoney, parseDollars, toDecimalString } from '../../../lib/money';
import { actorOf, requireAdmin } from '../../auth';
import { buyerOf } from '../../buyer';
import { giftCardHistory, listGiftCards } from '../../../projections/gift-cards/gift-cards.queries';
import { validated } from '../../route-input';

const reasonField = z
  .string({ error: 'Please give a reason' })
  .trim()
  .min(1, 'Please give a reason')
  .max(500, 'Please keep the reason under 500 characters');
export const adminListSchema = listParams.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'voided']).optional(),
});
export const adjustSchema = z.object({
  amount: z
    .union([z.number(), z.string()], { error: 'Enter an amount in dollars, like 10 or -5.50' })
    .refine((v) => !(Math.abs(Number(v)) > 1000), {
      error: () => `An adjustment is at most ${formatMoney(1_000_00)} either way`,
    }),
  reason: reasonField,
});
export const voidSchema = z.object({ reason: reasonField });

const MIN_CENTS = 1000;
const MAX_CENTS = 100000;
/** The spec's words ("Gift card amount must be at least $10.00"), in the venue's currency. */
const tooLittle = () => `Gift card amount must be at least ${formatMoney(MIN_CENTS)}`;
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const purchaseSchema = z
  .object({
    amount: z.union([z.number(), z.string()], { error: () => tooLittle() }),
    recipientName: z
      .string({ error: "Please enter the recipient's name" })
      .trim()
      .min(1, "Please enter the recipient's name")
      .max(100),
    recipientEmail: optionalText(200).pipe(z.email('Please enter a valid email address').nullable()),
    recipientPhone: optionalText(20),
    senderName: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100),
    senderEmail: optionalText(200).pipe(z.email('Please enter a valid email address').nullable()),
    personalMessage: optionalText(GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGE_TOO_LONG),
    deliveryMethod: z.enum(['email', 'pickup', 'sms']).default('email'),
    deliveryDate: z.iso
      .date('Please choose a valid delivery date')
      .nullish()
      .transform((v) => v ?? null),
    sourceId: z
      .string({ error: 'Payment information is required' })
      .trim()
      .min(1, 'Payment information is required')
      .max(500),
  })
  .superRefine((p, c) => {
    if (p.deliveryMethod === 'email' && !p.recipientEmail) {
      c.addIssue({
        code: 'custom',
        path: ['recipientEmail'],
        message: "Please enter the recipient's email address for email delivery",
      });
    }
    if (p.deliveryMethod === 'sms' && !p.recipientPhone) {
      c.addIssue({
        code: 'custom',
        path: ['recipientPhone'],
        message: "Please enter the recipient's phone number for text delivery",
      });
    }
  });

export const issueSchema = z
  .object({
    amount: z.union([z.number(), z.string()], { error: () => tooLittle() }),
    recipientName: z
      .string({ error: "Please enter the recipient's name" })
      .trim()
      .min(1, "Please enter the recipient's name")
      .max(100),
    recipientEmail: optionalText(200).pipe(z.email('Please enter a valid email address').nullable()),
    senderName: optionalText(100),
    personalMessage: optionalText(1000),
    deliveryMethod: z.enum(['email', 'pickup']).default('pickup'),
    reason: reasonField,
  })
  .superRefine((p, c) => {
    if (p.deliveryMethod === 'email' && !p.recipientEmail)
      c.addIssue({
        code: 'custom',
        path: ['recipientEmail'],
        message: "Please enter the recipient's email address for email delivery",
      });
  });

function amountCents(raw: number | string): number {
  let cents: number;
  try {
    cents = parseDollars(raw);
  } catch {
    throw new ValidationError(tooLittle(), 'GIFT_CARD.INVALID_AMOUNT');
  }
  if (cents < MIN_CENTS) throw new ValidationError(tooLittle(), 'GIFT_CARD.INVALID_AMOUNT');
  if (cents > MAX_CENTS)
    throw new ValidationError(
      `Gift card amount cannot be more than ${formatMoney(MAX_CENTS)}`,
      'GIFT_CARD.INVALID_AMOUNT',
    );
  return cents;
}

export function giftCardsRoutes(ctx: AppContext): Router {
  const router = Router();
  // Shared by every API process (PostgreSQL), so guessing codes is slow everywhere.
  const checkLimiter = new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: 'rate_limits_payments',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'gift-card-check',
    points: 10,
    duration: 60,
  });

  router.post(
    '/gift-cards/purchase',
    validated({ body: purchaseSchema }, async (req, res, { body }) => {
      const cents = amountCents(body.amount);
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      const { sourceId, amount: _amount, personalMessage, ...card } = body;
      const outcome = await payOrder(
        ctx,
        {
          lines: [{ type: 'gift-card', ...card, amount: cents / 100, message: personalMessage }],
          sourceId,
          idempotencyKey: idempotencyKey ?? sourceId,
        },
        buyerOf(req),
      );
      const deliveryMethod = body.deliveryMethod;
      res.status(outcome.replayed ? 200 : 201).json({
        success: true,
        code: fulfilledOf(outcome, 'gift-card'),
        orderId: outcome.orderId,
        amount: toDecimalString(cents),
        currentBalance: toDecimalString(cents),
        deliveryMethod,
        paymentId: outcome.paymentId,
        message:
          deliveryMethod === 'pickup'
            ? 'Available for pickup.'
            : deliveryMethod === 'sms'
              ? 'Text sent to recipient.'
              : 'Email sent to recipient.',
      });
    }),
  );

  router.get('/gift-cards/check/:code', async (req, res) => {
    try {
      await checkLimiter.consume(req.ip ?? 'unknown');
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new TooManyRequestsError(
          'Too many gift card checks. Please wait a minute and try again.',
          'GIFT_CARD.RATE_LIMITED',
          Math.ceil(error.msBeforeNext / 1000),
        );
      }
      throw error;
    }
    const code = normalizeGiftCardCode(String(req.params.code));
    const state = code.length <= 20 ? await loadGiftCard(ctx, code) : ({ status: 'none' } as const);
    if (state.status === 'none') throw new NotFoundError('Gift card not found', 'GIFT_CARD.NOT_FOUND');
    res.json({
      code,
      currentBalance: toDecimalString(state.balanceCents),
      originalAmount: toDecimalString(state.card.amountCents),
      issuedTo: state.card.recipientName,
      expiresAt: null,
      message: state.voided
        ? 'This gift card is no longer valid'
        : state.balanceCents > 0
          ? 'Gift card is valid'
          : 'This gift card has no remaining balance',
    });
  });

  router.get(
    '/admin/gift-cards',
    requireAdmin,
    validated({ query: adminListSchema }, async (req, res, valid) => {
      res.json(await listGiftCards(ctx.knex, valid.query));
    }),
  );

  const historyOf = async (code: string) => {
    await ctx.projections.waitFor(await ctx.store.head(), ['gift-cards']);
    const card = await giftCardHistory(ctx.knex, code);
    if (!card) throw new NotFoundError('Gift card not found', 'GIFT_CARD.NOT_FOUND');
    return card;
  };

  router.get('/admin/gift-cards/:code', requireAdmin, async (req, res) => {
    res.json(await historyOf(normalizeGiftCardCode(String(req.params.code))));
  });

  /** An admin issues a card without a payment (a prize, a goodwill gesture): the reason is recorded. */
  router.post(
    '/admin/gift-cards',
    requireAdmin,
    validated({ body: issueSchema }, async (req, res, { body }) => {
      const cents = amountCents(body.amount);
      const code = newGiftCardCode();
      await runGiftCard(
        ctx,
        {
          type: 'IssueGiftCard',
          code,
          amountCents: cents,
          purchaseId: `admin-${randomUUID()}`,
          paymentId: null,
          processor: null,
          purchaserUserId: null,
          recipientName: body.recipientName,
          recipientEmail: body.recipientEmail,
          recipientPhone: null,
          senderName: body.senderName ?? ctx.config.VENUE_NAME,
          senderEmail: null,
          personalMessage: body.personalMessage,
          deliveryMethod: body.deliveryMethod,
          deliveryDate: null,
          reason: body.reason,
        },
        { actor: actorOf(req) },
      );
      res.status(201).json(await historyOf(code));
    }),
  );

  router.post(
    '/admin/gift-cards/:code/adjust',
    requireAdmin,
    validated({ body: adjustSchema }, async (req, res, { body }) => {
      let cents: number;
      try {
        cents = parseDollars(String(body.amount));
      } catch {
        throw new ValidationError('Enter an amount in dollars, like 10 or -5.50', 'GIFT_CARD.INVALID_AMOUNT');
      }
      const code = normalizeGiftCardCode(String(req.params.code));
      await runGiftCard(
        ctx,
        { type: 'AdjustGiftCard', code, amountCents: cents, reason: body.reason },
        { actor: actorOf(req) },
      );
      res.json(await historyOf(code));
    }),
  );

  router.post(
    '/admin/gift-cards/:code/void',
    requireAdmin,
    validated({ body: voidSchema }, async (req, res, { body }) => {
      const code = normalizeGiftCardCode(String(req.params.code));
      await runGiftCard(ctx, { type: 'VoidGiftCard', code, reason: body.reason }, { actor: actorOf(req) });
      res.json(await historyOf(code));
    }),
  );
  return router;
}
