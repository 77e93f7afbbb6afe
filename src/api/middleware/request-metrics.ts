import type { RequestHandler } from 'express';
import type { Metrics } from '../../lib/metrics';

/**
 * Times every request into the latency histogram, labelled by the route pattern that answered
 * (`/api/bookings/:id`, never the raw URL, so ids do not explode the series) and the status class.
 */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const pattern = req.route?.path;
      const route =
        typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : req.path.startsWith('/api/') ? 'unmatched' : 'web';
      end({ method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  };
}
