import { z } from 'zod';
import { doneMessage } from '../../../contracts/answers';
import type { ApiDescription } from '../../openapi/api-description';

/** The email module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const emailApi: ApiDescription = {
  'GET /admin/email-settings': {
    schema: z.object({ from: z.string(), transport: z.string() }),
    summary: 'Outgoing email settings',
  },
  'POST /admin/email-settings/test': { schema: doneMessage, summary: 'Send a test email' },
};
