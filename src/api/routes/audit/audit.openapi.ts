import { asOfAnswer, auditPageView, type AuditPage } from '../../../contracts/audit/audit';
import { contractOf } from '../../../contracts/contract-of';

const page = contractOf<AuditPage>()(auditPageView);
import type { ApiDescription } from '../../openapi/api-description';

/** The audit module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const auditApi: ApiDescription = {
  'GET /admin/audit/correlation/:correlationId': {
    schema: page,
    summary: 'Every event of one correlation id across streams, in order (a checkout as one story)',
    response: 'AuditPage: { kind, id, items, total, nextCursor }',
  },
  'GET /admin/audit/:kind/:id/as-of': {
    schema: asOfAnswer,
    summary: 'A subject (booking, credits, gift card, membership, coupon, timeclock) as it stood at an instant',
    response: 'AsOfAnswer',
  },
  'GET /admin/audit/:kind/:id': {
    schema: page,
    summary: "A subject's history in plain words, with actor, time, reason and correlation id",
    response: 'AuditPage: { kind, id, items, total, nextCursor }',
  },
};
