import { emailRoutes } from '../api/routes/email/email.routes';
import type { AppModule } from './module';
import { emailApi } from '../api/routes/email/email.openapi';

/** Outgoing email: the admin's settings and test email, and the dev mailbox of the local SMTP sink. */
export const emailModule: AppModule = {
  name: 'email',
  openapi: emailApi,
  routes: emailRoutes,
};
