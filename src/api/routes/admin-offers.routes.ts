import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  defineCreditOffer,
  definePromotionalOffer,
  loadCreditOffer,
  loadPromotionalOffer,
} from '../../commands/offers/offer.commands';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { listCreditOffers, listPromotionalOffers } from '../../projections/offers/offers.projection';
import { actorOf, requireAdmin } from '../auth';
import { dollarsSchema, parse } from '../validation';

const dollars = dollarsSchema;
const halfSteps = z.coerce
  .number()
  .positive()
  .refine((n) => Number.isInteger(n * 2), 'Credits come in half steps');

export const creditOfferSchema = z.object({
  name: z.string().trim().min(1, 'Offer name is required').max(100),
  credits: halfSteps,
  price: dollars,
  regularPrice: dollars,
  isActive: z.boolean().default(true),
  sortOrder: z.coerce.number().int().default(0),
});

export const promoSchema = z.object({
  name: z.string().trim().min(1, 'Offer name is required').max(100),
  description: z.string().trim().max(500).nullish(),
  creditsGranted: z.coerce
    .number()
    .min(0)
    .refine((n) => Number.isInteger(n * 2), 'Credits come in half steps'),
  offerPrice: dollars,
  regularPrice: dollars,
  maxPurchasesPerUser: z.coerce.number().int().positive().nullish(),
  isActive: z.boolean().default(true),
});

/** Admin edits to the offer catalog; each edit is an event on the offer's stream. */
export function adminOffersRoutes(ctx: AppContext): Router {
  const router = Router();

  const saveCreditOffer = (create: boolean) => async (req: Request, res: Response) => {
    const body = parse(creditOfferSchema, req.body);
    const offerId = create ? randomUUID() : String(req.params.id);
    if (!create && !(await loadCreditOffer(ctx, offerId))) throw new NotFoundError('Offer not found');
    const { position } = await defineCreditOffer(
      ctx,
      {
        offerId,
        name: body.name,
        credits: body.credits,
        priceCents: body.price,
        regularPriceCents: body.regularPrice,
        isActive: body.isActive,
        sortOrder: body.sortOrder,
      },
      actorOf(req),
    );
    await ctx.projections.waitFor(position, ['offers']);
    res
      .status(create ? 201 : 200)
      .json((await listCreditOffers(ctx.knex, true)).find((o: { id: string }) => o.id === offerId));
  };
  router.get('/admin/credit-offers', requireAdmin, async (_req, res) => {
    res.json(await listCreditOffers(ctx.knex, true));
  });
  router.post('/admin/credit-offers', requireAdmin, saveCreditOffer(true));
  router.put('/admin/credit-offers/:id', requireAdmin, saveCreditOffer(false));

  const savePromo = (create: boolean) => async (req: Request, res: Response) => {
    const body = parse(promoSchema, req.body);
    if (body.offerPrice > body.regularPrice)
      throw new ValidationError('The offer price cannot be above the regular price');
    const offerId = create ? randomUUID() : String(req.params.id);
    if (!create && !(await loadPromotionalOffer(ctx, offerId)).offer) throw new NotFoundError('Offer not found');
    const discount = body.regularPrice > 0 ? Math.round((1 - body.offerPrice / body.regularPrice) * 100) : 0;
    const { position } = await definePromotionalOffer(
      ctx,
      {
        offerId,
        name: body.name,
        description: body.description ?? null,
        discountPercentage: discount,
        creditsGranted: body.creditsGranted,
        offerPriceCents: body.offerPrice,
        regularPriceCents: body.regularPrice,
        maxPurchasesPerUser: body.maxPurchasesPerUser ?? null,
        isActive: body.isActive,
      },
      actorOf(req),
    );
    await ctx.projections.waitFor(position, ['offers']);
    res
      .status(create ? 201 : 200)
      .json((await listPromotionalOffers(ctx.knex, true)).find((o: { id: string }) => o.id === offerId));
  };
  router.get('/admin/promotional-offers', requireAdmin, async (_req, res) => {
    res.json(await listPromotionalOffers(ctx.knex, true));
  });
  router.post('/admin/promotional-offers', requireAdmin, savePromo(true));
  router.put('/admin/promotional-offers/:id', requireAdmin, savePromo(false));
  return router;
}
