import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** ESLint's findings for `source` as if it were the file at `file` (repository-relative). */
function lint(file: string, source: string): Promise<{ ruleId: string | null; message: string }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--format', 'json', '--stdin', '--stdin-filename', file],
      { cwd: root },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve((JSON.parse(out) as { messages: { ruleId: string | null; message: string }[] }[])[0].messages);
      } catch (e) {
        reject(new Error(`eslint answered ${out}: ${String(e)}`));
      }
    });
    child.stdin.end(source);
  });
}

const boundary = (messages: { ruleId: string | null; message: string }[]) =>
  messages.filter((m) => m.ruleId === 'web/feature-boundaries').map((m) => m.message);

/** Issue 28: a web feature imports only itself and shared code; the app reaches features by their manifests. */
describe('web feature boundaries (eslint.config.mjs)', () => {
  jest.setTimeout(120_000);

  it("fails a feature importing another feature, by '@/' or by a relative path", async () => {
    const found = boundary(
      await lint(
        'web/src/features/bookings/components/probe.tsx',
        [
          "import { LoyaltyCard } from '@/features/loyalty/components/loyalty-card';",
          "import { loyaltyPages } from '../../loyalty/routes';",
          'export const probe = [LoyaltyCard, loyaltyPages];',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([
      expect.stringContaining("Feature 'bookings' imports feature 'loyalty'"),
      expect.stringContaining("Feature 'bookings' imports feature 'loyalty'"),
    ]);
  });

  it('passes a feature importing itself and shared code', async () => {
    const found = boundary(
      await lint(
        'web/src/features/bookings/components/probe.tsx',
        [
          "import { HomeRoute } from '../routes/home';",
          "import { bookingsPages } from '@/features/bookings/routes';",
          "import { api } from '@/lib/api-client';",
          "import { PaymentDialog } from '@/components/payment/payment-dialog';",
          "import type { AccountSummary } from '@contracts/account/account-summary';",
          'export const probe: unknown[] = [HomeRoute, bookingsPages, api, PaymentDialog];',
          'export type Probe = AccountSummary;',
        ].join('\n'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('lets the app reach a feature only through its manifest, and shared code reach none', async () => {
    const app = boundary(
      await lint(
        'web/src/app/probe.tsx',
        [
          "import { loyaltyPages } from '@/features/loyalty/routes';",
          "import { LoyaltyCard } from '@/features/loyalty/components/loyalty-card';",
          'export const probe = [loyaltyPages, LoyaltyCard];',
        ].join('\n'),
      ),
    );
    expect(app).toEqual([expect.stringContaining("reaches feature 'loyalty' only through its manifest")]);
    const lib = boundary(
      await lint(
        'web/src/lib/probe.ts',
        "import { LoyaltyCard } from '../features/loyalty/components/loyalty-card';\nexport const probe = LoyaltyCard;",
      ),
    );
    expect(lib).toEqual([expect.stringContaining("Shared code (lib) imports feature 'loyalty'")]);
  });
});
