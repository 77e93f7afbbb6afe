import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../../../app-context';
import { authenticateDevice } from '../../../commands/bay-screens/bay-devices.commands';
import type { DeviceRow } from '../../../projections/bay-screens/bay-screens.queries';

/** The bearer token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The device the request was authenticated as (set by requireDevice). */
export const deviceOf = (res: Response): DeviceRow => res.locals.bayDevice as DeviceRow;

/**
 * A paired, not revoked bay device (401 JSON otherwise). `allowQueryToken` also takes `?token=`,
 * for the event stream only: a browser's EventSource cannot send headers.
 */
export function requireDevice(ctx: AppContext, options: { allowQueryToken?: boolean } = {}): RequestHandler {
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const query = options.allowQueryToken && typeof req.query.token === 'string' ? req.query.token : null;
      res.locals.bayDevice = await authenticateDevice(ctx, bearerToken(req) ?? query);
      next();
    } catch (error) {
      next(error);
    }
  };
  // The OpenAPI document reads this mark (x-auth-device, bearer security).
  return Object.assign(guard, { deviceToken: true });
}
