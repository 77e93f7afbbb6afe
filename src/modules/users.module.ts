import { Router } from 'express';
import { bookingBlockPolicy } from '../commands/users/booking-block.policy';
import { adminUsersRoutes } from '../api/routes/users/admin-users.routes';
import { authRoutes } from '../api/routes/users/auth.routes';
import { smsLogProjection } from '../projections/sms';
import { usersProjection } from '../projections/users/users.projection';
import { smsDispatchReactor } from '../workers/sms';
import { smsSendJob } from '../workers/sms';
import { smsEvents } from '../domain/sms';
import * as userEvents from '../domain/users/user.events';
import { definitionsIn } from '../eventstore/events';
import type { AppModule } from './module';
import { usersApi } from '../api/routes/users/users.openapi';
import * as m0100 from '../../migrations/0100_users';
import * as m0101 from '../../migrations/0101_auth_codes_and_sms';
import * as m0102 from '../../migrations/0102_sms_log';
import * as m0910 from '../../migrations/0910_users_blocked_from_booking';
import * as m1210 from '../../migrations/1210_customer_keys';
import { failedSmsAlert } from '../projections/sms';

/** Accounts, phone sign-in, roles and the SMS pipeline. */
export const usersModule: AppModule = {
  name: 'users',
  alerts: [failedSmsAlert],
  migrations: [
    ['0100_users', m0100],
    ['0101_auth_codes_and_sms', m0101],
    ['0102_sms_log', m0102],
    ['0910_users_blocked_from_booking', m0910],
    ['1210_customer_keys', m1210],
  ],
  openapi: usersApi,
  events: definitionsIn(userEvents, smsEvents),
  projections: (ctx) => [usersProjection, smsLogProjection, smsDispatchReactor(ctx)],
  jobs: (ctx) => [smsSendJob(ctx)],
  policies: () => [bookingBlockPolicy],
  routes: (ctx) => {
    const router = Router();
    router.use(authRoutes(ctx));
    router.use(adminUsersRoutes(ctx));
    return router;
  },
};
