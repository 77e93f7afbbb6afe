import type { Request, Response } from 'express';
import type { AppContext } from '../../../app-context';
import { SESSION_COOKIE } from '../../middleware/security';

/**
 * Signs the user in on a new session id (no fixation). A guest's session data (a pending booking)
 * comes along; another account's data does not.
 */
export async function signInSession(req: Request, userId: string): Promise<void> {
  const { cookie: _cookie, userId: previous, ...data } = req.session as unknown as Record<string, unknown>;
  const carry = !previous || previous === userId ? data : {};
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  Object.assign(req.session, carry);
  req.session.userId = userId;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

export async function endSession(ctx: AppContext, req: Request, res: Response): Promise<void> {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  }
  res.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.NODE_ENV === 'production' && req.secure,
  });
}
