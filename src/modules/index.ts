import type { AppContext } from '../app-context';
import type { AppModule } from './module';
import { usersModule } from './users.module';
import { bookingsModule } from './bookings.module';
import { paymentsModule } from './payments.module';

/** Every area of the product. Order matters only for routes that share a path prefix. */
export const modules: AppModule[] = [usersModule, bookingsModule, paymentsModule];

export function registerModules(ctx: AppContext, list: AppModule[] = modules): void {
  for (const m of list) {
    if (m.projections) ctx.projections.register(...m.projections(ctx));
    m.registerJobs?.(ctx);
  }
}

export async function seedModules(ctx: AppContext, list: AppModule[] = modules): Promise<void> {
  for (const m of list) await m.seed?.(ctx);
}
