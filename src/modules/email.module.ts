import { emailRoutes } from '../api/routes/email/email.routes';
import type { AppModule } from './module';
import { emailApi } from '../api/routes/email/email.openapi';
import * as m0601 from '../../migrations/0601_dev_mailbox';
import * as m1170 from '../../migrations/1170_dev_mailbox_attachments';

/** Outgoing email: the admin's settings and test email, and the dev mailbox of the local SMTP sink. */
export const emailModule: AppModule = {
  name: 'email',
  migrations: [
    ['0601_dev_mailbox', m0601],
    ['1170_dev_mailbox_attachments', m1170],
  ],
  openapi: emailApi,
  routes: emailRoutes,
};
