import { accountRoutes } from '../api/routes/account.routes';
import type { AppModule } from './module';

/** The customer's account page: one summary over the other areas' read models. */
export const accountModule: AppModule = {
  name: 'account',
  routes: accountRoutes,
};
