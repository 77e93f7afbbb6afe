import { emailSettings, testEmailSent } from '../../../contracts/email/email';
import type { ApiDescription } from '../../openapi/api-description';

/** The email module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const emailApi: ApiDescription = {
  'GET /admin/email-settings': { summary: 'Outgoing email settings', schema: emailSettings },
  'POST /admin/email-settings/test': { summary: 'Send a test email', schema: testEmailSent },
};
