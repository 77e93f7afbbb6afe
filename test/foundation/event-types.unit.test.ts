import { readdirSync } from 'node:fs';
import path from 'node:path';
import { definitionsIn, EventTypes } from '../../src/eventstore/events';
import { modules } from '../../src/modules';

/** Every file under src/domain and src/modules, where event types are defined. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('the event types the modules declare', () => {
  const root = path.resolve(__dirname, '../../src');
  const defined = [...sourceFiles(path.join(root, 'domain')), ...sourceFiles(path.join(root, 'modules'))].flatMap(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (file) => definitionsIn(require(file) as Record<string, unknown>),
  );
  const declared = modules.flatMap((m) => (m.events ?? []).map((def) => ({ module: m.name, def })));

  it('cover every event type the domain defines, so each is validated on append and upcast on read', () => {
    const declaredTypes = new Set(declared.map((d) => d.def.type));
    const missing = defined.filter((def) => !declaredTypes.has(def.type)).map((def) => def.type);
    expect(missing).toEqual([]);
    expect(defined.length).toBeGreaterThan(50);
  });

  it('declare each type once, in one module', () => {
    const owners = new Map<string, string[]>();
    for (const { module, def } of declared) owners.set(def.type, [...(owners.get(def.type) ?? []), module]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
    const types = new EventTypes();
    expect(() => types.register(...declared.map((d) => d.def))).not.toThrow();
  });

  it('upcast an order started under the first plan version into the lines it sold', () => {
    const types = new EventTypes();
    types.register(...declared.map((d) => d.def));
    const v1 = {
      bookingId: 'b1',
      startedAt: '2026-11-24T10:00:00.000Z',
      plan: {
        userId: 'u1',
        bayId: 'bay-1',
        date: '2026-11-25',
        startTime: '10:00',
        duration: 1,
        bookingTotalCents: 3500,
        creditsUsed: 0,
        creditsValueCents: 0,
        coupon: null,
        giftCard: null,
        cardAmountCents: 3500,
        processor: 'square',
      },
    };
    const read = types.upcastOnRead('CheckoutStarted', v1, 1) as { plan: { lines: { type: string }[] } };
    expect(read.plan.lines.map((l) => l.type)).toEqual(['booking']);
  });
});
