import type { Request, Response } from 'express';
import type { AppContext } from '../../app-context';
import { SESSION_COOKIE } from '../middleware/security';

/** Signs the user in on a new session id (no fixation), keeping the rest of the session's data. */
export async function signInSession(req: Request, userId: string): Promise<void> {
  const { cookie: _cookie, userId: _old, ...carry } = req.session as unknown as Record<string, unknown>;
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
