import { accountRoutes } from '../api/routes/account.routes';
import type { AppModule } from './module';
import { accountApi } from '../api/openapi/account.openapi';

/** The customer's account page: one summary over the other areas' read models. */
export const accountModule: AppModule = {
  name: 'account',
  openapi: accountApi,
  routes: accountRoutes,
};
