import { Router } from 'express';
import { AUTHENTICATION_RETURN_PATH } from '../../../contracts/payments';

/**
 * Where the bank's 3-D Secure page sends a buyer back while the payment dialog shows it in a frame: a
 * bare page (no script: the dialog sees its frame arrive here, on this site, and pays again naming the
 * approved payment). Opened on its own (not in a frame) it says to go back.
 */
export function authenticationReturnRoutes(): Router {
  const router = Router();
  router.get(AUTHENTICATION_RETURN_PATH.replace(/^\/api/, ''), (_req, res) => {
    res
      .type('html')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Approved</title></head>' +
          '<body style="font-family:system-ui,sans-serif;text-align:center;padding:2rem">' +
          '<p>Thank you. Finishing your payment…</p></body></html>',
      );
  });
  return router;
}
