import { asOfAnswer, auditPage } from '../../../contracts/audit/audit';
import type { ApiDescription } from '../../openapi/api-description';

/** The audit module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const auditApi: ApiDescription = {
  'GET /admin/audit/correlation/:correlationId': {
    summary: 'Every event of one correlation id across streams, in order (a checkout as one story)',
    response: 'AuditPage: { kind, id, items, total, nextCursor }',
    schema: auditPage,
  },
  'GET /admin/audit/:kind/:id/as-of': {
    summary: 'A subject (booking, credits, gift card, membership, coupon, timeclock) as it stood at an instant',
    response: 'AsOfAnswer',
    schema: asOfAnswer,
  },
  'GET /admin/audit/:kind/:id': {
    summary: "A subject's history in plain words, with actor, time, reason and correlation id",
    response: 'AuditPage: { kind, id, items, total, nextCursor }',
    schema: auditPage,
  },
};
