import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import {
  defineCreditOffer,
  definePromotionalOffer,
  loadCreditOffer,
  loadPromotionalOffer,
} from '../../../commands/offers/offer.commands';
import { NotFoundError } from '../../../lib/errors';
import { listCreditOffers, listPromotionalOffers } from '../../../projections/offers/offers.projection';
import { actorOf, requireAdmin } from '../../auth';
import { boundedDollars, creditAmount, wholeNumber } from '../../admin-bounds';
import { validated } from '../../route-input';

const ABOVE_REGULAR = 'The offer price cannot be above the regular price';

export const creditOfferSchema = z
  .object({
    name: z.string().trim().min(1, 'Offer name is required').max(100),
    credits: creditAmount('Credits', 0.5, 100),
    price: boundedDollars(),
    regularPrice: boundedDollars(),
    isActive: z.boolean().default(true),
    sortOrder: wholeNumber('Sort order', -1_000_000, 1_000_000, 'Sort order is a whole number').default(0),
  })
  .refine((o) => o.price <= o.regularPrice, { message: ABOVE_REGULAR, path: ['price'] });

export const promoSchema = z
  .object({
    name: z.string().trim().min(1, 'Offer name is required').max(100),
    description: z.string().trim().max(500).nullish(),
    creditsGranted: creditAmount('Credits granted', 0, 100),
    offerPrice: boundedDollars(),
    regularPrice: boundedDollars(),
    maxPurchasesPerUser: wholeNumber('Purchases per customer', 1, 1_000).nullish(),
    isActive: z.boolean().default(true),
  })
  .refine((o) => o.offerPrice <= o.regularPrice, { message: ABOVE_REGULAR, path: ['offerPrice'] });

/** Admin edits to the offer catalog; each edit is an event on the offer's stream. */
export function adminOffersRoutes(ctx: AppContext): Router {
  const router = Router();

  const saveCreditOffer = (create: boolean) =>
    validated({ body: creditOfferSchema }, async (req: Request, res: Response, { body }) => {
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
    });
  router.get('/admin/credit-offers', requireAdmin, async (_req, res) => {
    res.json(await listCreditOffers(ctx.knex, true));
  });
  router.post('/admin/credit-offers', requireAdmin, saveCreditOffer(true));
  router.put('/admin/credit-offers/:id', requireAdmin, saveCreditOffer(false));

  const savePromo = (create: boolean) =>
    validated({ body: promoSchema }, async (req: Request, res: Response, { body }) => {
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
    });
  router.get('/admin/promotional-offers', requireAdmin, async (_req, res) => {
    res.json(await listPromotionalOffers(ctx.knex, true));
  });
  router.post('/admin/promotional-offers', requireAdmin, savePromo(true));
  router.put('/admin/promotional-offers/:id', requireAdmin, savePromo(false));
  return router;
}
