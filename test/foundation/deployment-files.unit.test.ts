import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Every variable src/config/env.ts reads (the schema's keys). */
const settings = [...read('src/config/env.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);

describe('the deployment files', () => {
  it('finds the settings', () => {
    expect(settings.length).toBeGreaterThan(50);
    expect(settings).toEqual(expect.arrayContaining(['SESSION_SECRET', 'ENCRYPTION_KEY', 'CARD_PROVIDER']));
  });

  it('.env.example lists every setting, each under a comment', () => {
    const lines = read('.env.example').split('\n');
    const missing = settings.filter((name) => {
      const at = lines.findIndex((l) => new RegExp(`^(# )?${name}=`).test(l));
      if (at < 1) return true;
      return !lines.slice(0, at).some((l) => l.startsWith('#') && !/^# [A-Z_]+=/.test(l));
    });
    expect(missing).toEqual([]);
  });

  it("the README's configuration documents every setting", () => {
    const readme = read('README.md');
    expect(settings.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('compose publishes only the web port, keeps the data services internal and runs KurrentDB on TLS', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, Record<string, unknown>>;
      networks: Record<string, { internal?: boolean } | null>;
    };
    const publishing = Object.entries(compose.services)
      .filter(([, s]) => Array.isArray(s.ports) && (s.ports as unknown[]).length > 0)
      .map(([name]) => name);
    expect(publishing.sort()).toEqual(['api', 'app']);
    for (const name of ['postgres', 'redis', 'eventstore']) {
      expect(compose.services[name].networks).toEqual(['data']);
    }
    expect(compose.networks.data?.internal).toBe(true);
    const eventstore = compose.services.eventstore.environment as Record<string, string>;
    expect(eventstore.KURRENTDB_INSECURE).toBeUndefined();
    expect(eventstore.KURRENTDB_CERTIFICATE_FILE).toBeTruthy();
    const app = compose.services.app;
    expect(app.env_file).toBe('.env');
    const env = app.environment as Record<string, string>;
    expect(env.EVENTSTORE_URL).toMatch(/tls=true/);
    // No secret defaults in compose: they come from .env, and the app refuses placeholders.
    expect(read('docker-compose.yml')).not.toMatch(/SESSION_SECRET|change-me/);
  });
});
