import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../../../app-context';
import { sendPhoneCode } from '../../../commands/users/phone-codes';
import { verifyAndSignIn } from '../../../commands/users/sign-in-with-phone';
import { contactsAvailable } from '../../../commands/users/register-user.command';
import { updateProfile } from '../../../commands/users/update-profile.command';
import { DuplicateAccountError } from '../../../domain/users/user.errors';
import { AppError, TooManyRequestsError } from '../../../lib/errors';
import { findUserById, findUserByPhone } from '../../../projections/users/users.queries';
import { actorOf, requireAuth } from '../../auth';
import { addressKey, createAuthLimiters, limit, refund } from '../../middleware/auth-rate-limits';
import { phoneBody, profileChanges, signupCheckBody, verifyBody } from './auth.schemas';
import { endSession, signInSession } from './session';
import { validated } from '../../route-input';

const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out?</title></head>
<body><main><h1>Sign out?</h1>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Stay signed in</a></p></main></body></html>
`;

/** GET /api/auth/phone-user's answer to a visitor nobody is signed in as. */
export const SIGNED_OUT = { user: null } as const;

/** Phone sign-in: /api/auth/* and /api/logout. */
export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const limits = createAuthLimiters(ctx);
  const ipOf = (req: { ip?: string }) => addressKey(req.ip);
  // The address limits count every try, a malformed one too: they run before the body is read.
  const perAddress = (limiter: Parameters<typeof limit>[0]) =>
    async function limitedPerAddress(req: Request, _res: Response, next: NextFunction) {
      await limit(limiter, ipOf(req));
      next();
    };

  router.use('/auth', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  // The session check every page makes on load: a signed-out visitor is an answer, not a failure
  // (200 { user: null }), so a signed-out page load logs no failed request.
  router.get('/auth/phone-user', async (req, res) => {
    const user = req.user ? await findUserById(ctx.knex, req.user.id) : null;
    if (!user) {
      res.json(SIGNED_OUT);
      return;
    }
    // Other areas' parts of the session user (memberships: the real membershipType), by module slot.
    const parts = await Promise.all(
      ctx.modules.flatMap((m) => (m.sessionUserFields ? [m.sessionUserFields(ctx, user.id)] : [])),
    );
    res.json(Object.assign({ ...user }, ...parts));
  });

  router.post(
    '/auth/check-phone',
    perAddress(limits.checkPerIp),
    validated({ body: phoneBody }, async (req, res, { body: { phoneNumber } }) => {
      res.json({ exists: (await findUserByPhone(ctx.knex, phoneNumber)) !== null });
    }),
  );

  /** Before a sign-up's code is texted: is the phone or email already another account's? (409 if so) */
  router.post(
    '/auth/check-signup',
    perAddress(limits.checkPerIp),
    validated({ body: signupCheckBody }, async (req, res, { body: { phoneNumber, email } }) => {
      if (!(await contactsAvailable(ctx, phoneNumber, email))) throw new DuplicateAccountError();
      res.json({ available: true });
    }),
  );

  router.post(
    '/auth/phone/send-code',
    perAddress(limits.sendPerIp),
    validated({ body: phoneBody }, async (req, res, { body: { phoneNumber } }) => {
      // In this order, so a request refused for its address or its pair never counts against the phone.
      if (ctx.config.SMS_PROVIDER === 'none')
        throw new AppError('AUTH.SMS_OFF', 'Sign-in by text message is turned off at this venue.', 503);
      const pair = `${phoneNumber}|${ipOf(req)}`;
      await limit(limits.sendPerPhoneFromAddress, pair);
      await limit(limits.sendPerPhone, phoneNumber);
      try {
        await sendPhoneCode(ctx, phoneNumber, { actor: actorOf(req) });
      } catch (error) {
        // The code sent under a minute ago stands and nothing was texted: the phone's allowance is given
        // back, so going back and pressing Continue again never locks the customer out.
        if (error instanceof TooManyRequestsError && error.code === 'AUTH.RESEND_TOO_SOON')
          await Promise.all([refund(limits.sendPerPhoneFromAddress, pair), refund(limits.sendPerPhone, phoneNumber)]);
        throw error;
      }
      res.json({ success: true, message: 'Verification code sent', expiresInSeconds: 600, resendAfterSeconds: 60 });
    }),
  );

  router.post(
    '/auth/phone/verify-code',
    perAddress(limits.verifyPerIp),
    validated({ body: verifyBody }, async (req, res, { body: input }) => {
      await limit(limits.verifyPerPhone, input.phoneNumber);
      const { user, created } = await verifyAndSignIn(ctx, input, { actor: actorOf(req) });
      await signInSession(req, user.id);
      res.status(created ? 201 : 200).json({ user });
    }),
  );

  router.patch(
    '/auth/profile',
    requireAuth,
    validated({ body: profileChanges }, async (req, res, { body: changes }) => {
      const { position } = await updateProfile(ctx, req.user!.id, changes, { actor: actorOf(req) });
      await ctx.projections.waitFor(position, ['users']);
      res.json(await findUserById(ctx.knex, req.user!.id));
    }),
  );

  router.post('/auth/phone/logout', async (req, res) => {
    await endSession(ctx, req, res);
    res.json({ success: true });
  });

  // Signing out changes state: a POST under the app's cross-site check (Origin, Referer,
  // Sec-Fetch-Site). A form post from the page below goes home; a script gets JSON.
  router.post('/logout', async (req, res) => {
    await endSession(ctx, req, res);
    if (req.accepts(['json', 'html']) === 'html') res.redirect(303, '/');
    else res.json({ success: true });
  });

  // The spec's logout link only asks: a link or page on another site cannot sign anyone out.
  router.get('/logout', (_req, res) => {
    res.type('html').send(SIGN_OUT_PAGE);
  });

  return router;
}
