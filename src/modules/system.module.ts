import { systemHealthRoutes } from '../api/health.routes';
import type { AppModule } from './module';

/** The running system as admins see it: health, readiness detail and projection lag. */
export const systemModule: AppModule = {
  name: 'system',
  routes: (ctx) => systemHealthRoutes(ctx),
};
