import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../../app-context';
import { BullMqJobBus } from '../../../workers/bullmq-bus';
import { ForbiddenError } from '../../../lib/errors';
import { requireAdmin } from '../../auth';

export const QUEUE_BOARD_PATH = '/api/admin/queues/board';
const IN_PROCESS_MESSAGE =
  'Jobs run in-process because Redis is not reachable: there are no queues to show. They appear here once the app runs with Redis.';

/**
 * What the board may change: retries, promotions, pause and resume. Adding or editing a job (a refund
 * with made-up data) or deleting one (a refund that never runs) would bypass the audited commands.
 */
const BOARD_WRITES = [
  /^\/api\/queues\/(pause|resume)$/,
  /^\/api\/queues\/[^/]+\/(retry\/failed|promote|pause|resume)$/,
  /^\/api\/queues\/[^/]+\/[^/]+\/(retry|promote)$/,
];
const boardAllows: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.method === 'PUT' && BOARD_WRITES.some((re) => re.test(req.path))) return next();
  next(new ForbiddenError('The queue board only retries, promotes, pauses and resumes jobs.', 'QUEUES.READ_ONLY'));
};

const EXTERNAL_FONTS = /<link[^>]+fonts\.googleapis\.com[^>]*>\s*/g;

/**
 * The board's page without its Google Fonts link: admin pages load nothing from other sites (a venue's
 * network may not reach them, and the font would tell Google who opens the board). The board falls back
 * to the system sans-serif. Edited as it is sent, not copied to a temp folder: the app writes nothing
 * outside its data directories (the image runs on a read-only file system as a non-root user).
 */
const withoutExternalFonts: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) =>
    send(typeof body === 'string' && body.includes('fonts.googleapis.com') ? body.replace(EXTERNAL_FONTS, '') : body);
  next();
};

/**
 * The BullMQ board (bull-board) over every queue of this app, for admins only, and a summary of the
 * queues in JSON for the admin page. Without Redis the jobs run in-process: both say so.
 */
export function adminQueuesRoutes(ctx: AppContext): Router {
  const router = Router();
  const bus = ctx.jobs instanceof BullMqJobBus ? ctx.jobs : null;

  router.get('/admin/queues', requireAdmin, async (_req, res) => {
    if (!bus) return res.json({ mode: 'in-process', message: IN_PROCESS_MESSAGE, queues: [] });
    res.json({ mode: 'bullmq', message: null, boardUrl: `${QUEUE_BOARD_PATH}/`, queues: await bus.queueCounts() });
  });

  if (!bus) {
    router.use('/admin/queues/board', requireAdmin, (_req, res) => {
      res.type('text/plain').send(IN_PROCESS_MESSAGE);
    });
    return router;
  }
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: bus.allQueues().map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  const board = serverAdapter.getRouter() as RequestHandler;
  // Behind a plain handler: the board's own routes are its business, not part of this API's route table.
  router.use('/admin/queues/board', requireAdmin, boardAllows, withoutExternalFonts, (req, res, next) =>
    board(req, res, next),
  );
  return router;
}
