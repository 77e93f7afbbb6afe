import { adminCustomersRoutes } from '../api/routes/customers/admin-customers.routes';
import { ProcessorCustomerLinked } from '../domain/payments';
import { processorCustomersProjection } from '../projections/payments';
import type { AppModule } from './module';
import { adminCustomersApi } from '../api/routes/customers/customers.openapi';
import * as m0912 from '../../migrations/0912_processor_customers';

/** The admin's customer page, credits page and Square customer mapping (re-link). */
export const adminCustomersModule: AppModule = {
  name: 'admin-customers',
  migrations: [['0912_processor_customers', m0912]],
  openapi: adminCustomersApi,
  events: [ProcessorCustomerLinked],
  projections: () => [processorCustomersProjection],
  routes: adminCustomersRoutes,
};
