import pg from 'pg';

export default async function globalTeardown() {
  const info = globalThis.__PG_TEMPLATE__;
  if (info) {
    const admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [
      info.template,
      `golf_t_${process.pid}_%`,
    ]);
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    await admin.end();
    delete process.env.TEST_PG_ADMIN_URL;
    globalThis.__PG_TEMPLATE__ = undefined;
  }
  await globalThis.__PG_CONTAINER__?.stop();
  await globalThis.__PG_EMBEDDED__?.stop();
}
