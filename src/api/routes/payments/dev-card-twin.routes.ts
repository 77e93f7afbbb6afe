import express, { Router, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { cardFieldsSchema } from '../../../contracts/payments/cards';
import { CardProviderRejectedError } from '../../../integrations/card-processor';
import { luhnValid } from '../../../integrations/card-twin/test-cards';
import { formatMoney } from '../../../lib/money';
import { parse } from '../../validation';

/**
 * The card twin's provider-side pages, standing in for what Stripe and Square serve themselves: the
 * SetupIntent confirmation Stripe.js calls, the bank's 3-D Secure challenge page, and a hosted
 * checkout page like Square's payment link. Never mounted in production (DEV_TOOLS only).
 */
export function devCardTwinRoutes(ctx: AppContext): Router {
  const router = Router();
  const twin = ctx.payments.twin;
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  const confirmSchema = z.object({
    clientSecret: z.string().min(1).max(200),
    paymentMethod: z.string().min(1).max(200),
    returnUrl: z.string().max(2000),
  });

  /** Stripe.js confirmSetup against the twin: the answer is Stripe.js's shape ({setupIntent} or {error}). */
  router.post('/dev/card-twin/setup-intents/confirm', async (req, res) => {
    const body = parse(confirmSchema, req.body);
    const result = await twin.setups.confirm(body.clientSecret, body.paymentMethod);
    if ('setupIntent' in result) {
      await twin.setups.setReturnUrl(result.setupIntent.id, localPath(body.returnUrl));
    }
    res.json(result);
  });

  /** The bank's challenge, like Stripe's test page: complete or fail the authentication. */
  router.get('/dev/card-twin/setup-intents/:id/authenticate', async (req, res) => {
    const setup = await twin.setups.pending(String(req.params.id));
    if (!setup || setup.status !== 'requires_action')
      return page(res, 404, 'Authentication', '<p>This authentication request has expired.</p>');
    page(
      res,
      200,
      '3D Secure authentication',
      `<p class="muted">Card twin test page: your bank asks you to approve setting up this card for future payments.</p>
       <form method="post">
         <button name="outcome" value="complete" class="primary">Complete authentication</button>
         <button name="outcome" value="fail">Fail authentication</button>
       </form>`,
    );
  });

  router.post('/dev/card-twin/setup-intents/:id/authenticate', form, async (req, res) => {
    const id = String(req.params.id);
    const approved = req.body?.outcome === 'complete';
    const returnUrl = await twin.setups.returnUrl(id);
    const done = await twin.setups.authenticate(id, approved);
    if (!done) return page(res, 404, 'Authentication', '<p>This authentication request has expired.</p>');
    const back = new URL(returnUrl ?? '/membership-success', 'http://return.invalid');
    back.searchParams.set('setup_intent', id);
    back.searchParams.set('setup_intent_client_secret', done.clientSecret);
    back.searchParams.set('redirect_status', approved ? 'succeeded' : 'failed');
    res.redirect(303, `${back.pathname}${back.search}`);
  });

  /**
   * The bank's 3-D Secure page for a payment with a card on file (Stripe's redirect_to_url next
   * action): approve or refuse; either way back to the site's return address.
   */
  router.get('/dev/card-twin/authentications/:id', async (req, res) => {
    const payment = await twin.authentications.find(String(req.params.id));
    if (!payment || payment.status !== 'open')
      return page(res, 404, 'Authentication', '<p>This authentication request has expired.</p>');
    page(
      res,
      200,
      '3D Secure authentication',
      `<p class="muted">Card twin test page: your bank asks you to approve this payment.</p>
       <p><strong>${escape(payment.name)}</strong>: ${formatMoney(payment.amount_cents)}</p>
       <form method="post">
         <button name="outcome" value="complete" class="primary">Complete authentication</button>
         <button name="outcome" value="fail">Fail authentication</button>
       </form>`,
    );
  });

  router.post('/dev/card-twin/authentications/:id', form, async (req, res) => {
    const payment = await twin.authentications.answer(String(req.params.id), req.body?.outcome === 'complete');
    if (!payment) return page(res, 404, 'Authentication', '<p>This authentication request has expired.</p>');
    const back = new URL(payment.return_url);
    back.searchParams.set('payment_intent', payment.id);
    res.redirect(303, `${back.pathname}${back.search}`);
  });

  /** A hosted checkout page: what is bought, its price, and a card form (twin test cards). */
  router.get('/dev/card-twin/checkout/:id', async (req, res) => {
    const checkout = await twin.checkouts.find(String(req.params.id));
    if (!checkout) return page(res, 404, 'Checkout', '<p>This checkout link does not exist.</p>');
    checkoutPage(res, checkout, null);
  });

  router.post('/dev/card-twin/checkout/:id', form, async (req, res) => {
    const checkout = await twin.checkouts.find(String(req.params.id));
    if (!checkout) return page(res, 404, 'Checkout', '<p>This checkout link does not exist.</p>');
    const [month, year] = String(req.body?.expiry ?? '').split('/');
    const fields = cardFieldsSchema.safeParse({
      cardNumber: String(req.body?.cardNumber ?? '').replace(/\D/g, ''),
      expiryMonth: Number(month),
      expiryYear: Number(year),
      cvv: String(req.body?.cvv ?? ''),
      cardholderName: String(req.body?.cardholderName ?? ''),
    });
    if (!fields.success || !luhnValid(fields.data.cardNumber))
      return checkoutPage(res, checkout, 'Please check your card details.', 400);
    try {
      const token = await twin.issueToken(fields.data, ctx.now());
      const result = await twin.checkouts.pay(checkout.id, token.token);
      if (result.status === 'declined') return checkoutPage(res, checkout, result.reason, 402);
    } catch (error) {
      if (error instanceof CardProviderRejectedError) return checkoutPage(res, checkout, error.message, 409);
      throw error;
    }
    const back = new URL(checkout.redirect_url);
    res.redirect(303, `${back.pathname}${back.search}`);
  });

  return router;
}

/** Only a path on this site is a return address (never another site). */
function localPath(url: string): string {
  const parsed = new URL(url, 'http://return.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function checkoutPage(
  res: Response,
  checkout: { name: string; amount_cents: number; status: string },
  error: string | null,
  status = 200,
) {
  if (checkout.status !== 'open')
    return page(
      res,
      checkout.status === 'paid' ? 200 : 410,
      'Checkout',
      checkout.status === 'paid'
        ? '<p>This checkout has been paid. You can close this window.</p>'
        : '<p>This checkout link has expired.</p>',
    );
  page(
    res,
    status,
    `Pay ${formatMoney(checkout.amount_cents)}`,
    `<p class="muted">Card twin hosted checkout (stands in for the card provider's payment page).</p>
     <p><strong>${escape(checkout.name)}</strong></p>
     ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
     <form method="post">
       <label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label>
       <label>Expiry (MM/YY) <input name="expiry" placeholder="12/30" autocomplete="cc-exp" required></label>
       <label>CVC <input name="cvv" inputmode="numeric" autocomplete="cc-csc" required></label>
       <label>Name on card <input name="cardholderName" autocomplete="cc-name" required></label>
       <button class="primary">Pay ${formatMoney(checkout.amount_cents)}</button>
     </form>`,
  );
}

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    // The page's forms post back here: with no-referrer a browser sends "Origin: null", which the
    // same-origin check refuses; same-origin sends this site's origin.
    .set('Referrer-Policy', 'same-origin')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem}label{display:block;margin:.6rem 0}
input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{padding:.6rem 1rem;font-size:1rem;margin:.5rem .5rem 0 0}
.primary{background:#166534;color:#fff;border:0;border-radius:6px}.muted{color:#555}.error{color:#b91c1c}</style></head>
<body><h1>${escape(title)}</h1>${body}</body></html>`,
    );
}
