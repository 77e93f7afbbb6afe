import { accountRoutes } from '../api/routes/account/account.routes';
import type { AppModule } from './module';
import { accountApi } from '../api/routes/account/account.openapi';

/** The customer's account page: one summary over the other areas' read models. */
export const accountModule: AppModule = {
  name: 'account',
  openapi: accountApi,
  routes: accountRoutes,
};
