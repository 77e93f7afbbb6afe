import pg from 'pg';

/**
 * Creates a venue's database when it does not exist yet (a sibling on the same server, made with the
 * deployment's credentials). Answers whether it created it (then it is migrated whatever the options say).
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) return false;
  const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return false;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // 3D000: no such database
  } finally {
    await probe.end().catch(() => undefined);
  }
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: created meanwhile
  } finally {
    await admin.end().catch(() => undefined);
  }
  return true;
}
