import { countOf, DAY_MS, plural, type AdminAlert } from '../admin-alert';

export const failedSmsAlert: AdminAlert = {
  rank: 20,
  async read(ctx, { now }) {
    // By when queued (the log's index): retries give up within minutes of it.
    const failedSms = await countOf(
      ctx
        .knex('sms_log')
        .where({ status: 'failed' })
        .where('queued_at', '>=', new Date(now.getTime() - DAY_MS))
        .count({ n: '*' }),
    );
    return {
      kind: 'failed_sms',
      count: failedSms,
      message: `${plural(failedSms, 'text message', 'text messages')} failed in the last 24 hours`,
      link: '/admin/sms-management',
    };
  },
};
