import type { z } from 'zod';

/** A small seeded generator: the same log for the same seed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Ids that refer to other entities (a user, a booking, a gift card code...) come from shared pools,
 * so later events find the rows earlier ones made, as in a real log.
 */
export type Pools = Map<string, string[]>;

// Zod 4 keeps a schema's definition under _zod.def; only what the events use is handled.
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}
interface CheckDef {
  check: string;
  format?: string;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
  length?: number;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const pad = (n: number) => String(n).padStart(2, '0');

/** Random data for a zod schema, shaped by field names where the name says what it refers to. */
export class ArbitraryData {
  /**
   * Set while generating an event that creates its entity: its own id (the first id of the event) and
   * any code are new, as the entity's stream guarantees in a real log (one creation per entity).
   */
  private creating = false;
  private ownId = false;

  /** Data for one event; `creating` when the event makes its entity. */
  event(schema: z.ZodType, creating: boolean): unknown {
    this.creating = creating;
    this.ownId = creating;
    return this.value(schema);
  }
  /** Phone numbers and emails are each one account's (claimed streams guarantee it): never reused. */
  private contacts = 0;

  constructor(
    private readonly random: () => number,
    private readonly pools: Pools,
  ) {}

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  uuid(): string {
    const hex = () => this.int(0, 15).toString(16);
    const part = (n: number) => Array.from({ length: n }, hex).join('');
    return `${part(8)}-${part(4)}-4${part(3)}-${this.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
  }

  /** A key of `pool`: one already used (most of the time) or a new one added to it. */
  ref(pool: string, make: () => string): string {
    const known = this.pools.get(pool) ?? [];
    if (known.length && this.random() < 0.85) return this.pick(known);
    const fresh = make();
    known.push(fresh);
    this.pools.set(pool, known);
    return fresh;
  }

  date(): string {
    return `2026-${pad(this.int(1, 12))}-${pad(this.int(1, 28))}`;
  }

  instant(): string {
    return `${this.date()}T${pad(this.int(0, 23))}:${pad(this.int(0, 59))}:${pad(this.int(0, 59))}.000Z`;
  }

  value(schema: z.ZodType, key = ''): unknown {
    const def = defOf(schema);
    switch (def.type) {
      case 'object':
        return this.realistic(
          Object.fromEntries(
            Object.entries(def.shape!)
              .map(([k, s]) => [k, this.value(s, k)] as const)
              .filter(([, v]) => v !== undefined),
          ),
        );
      case 'string':
        return this.string(def, key);
      case 'number':
        return this.number(def, key);
      case 'int':
        return this.int(0, 100);
      case 'boolean':
        return this.random() < 0.5;
      case 'enum':
        return this.pick(Object.values(def.entries!));
      case 'literal':
        return this.pick(def.values!);
      case 'nullable':
        return this.random() < 0.2 ? null : this.value(def.innerType!, key);
      case 'optional':
        return this.random() < 0.2 ? undefined : this.value(def.innerType!, key);
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return this.value(def.innerType!, key);
      case 'array': {
        const checks = (def.checks ?? []).map((c) => c._zod.def);
        const exact = checks.find((c) => c.check === 'length_equals')?.length;
        const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
        const length = exact ?? this.int(min, min + 2);
        return Array.from({ length }, () => this.value(def.element!, key.replace(/s$/, '')));
      }
      case 'tuple':
        return def.items!.map((s) => this.value(s, key));
      case 'record':
        return {};
      case 'union':
        return this.value(this.pick(def.options!), key);
      case 'intersection':
        return { ...(this.value(def.left!, key) as object), ...(this.value(def.right!, key) as object) };
      case 'pipe':
        return this.value(def.in!, key);
      case 'lazy':
        return this.value(def.getter!(), key);
      case 'date':
        return new Date(this.instant());
      case 'null':
        return null;
      case 'unknown':
      case 'any':
        return {};
      default:
        throw new Error(`No arbitrary for zod type ${def.type} (${key})`);
    }
  }

  /**
   * A span of time as a venue has them: a booking or a shift ends 30 min to 4 h after it starts,
   * the same day (random instants months apart would make read models that split time by hour do
   * months of work for one event).
   */
  private realistic(data: Record<string, unknown>): Record<string, unknown> {
    for (const [from, to] of [
      ['startsAt', 'endsAt'],
      ['clockInTime', 'clockOutTime'],
    ]) {
      if (typeof data[from] !== 'string' || typeof data[to] !== 'string') continue;
      const hours = this.int(1, 8) / 2;
      const start = Date.parse(data[from]);
      data[to] = new Date(start + hours * 3_600_000).toISOString();
      if (typeof data.duration === 'number') data.duration = hours;
    }
    return data;
  }

  private string(def: Def, key: string): string {
    const checks = (def.checks ?? []).map((c) => c._zod.def);
    const pattern = checks.find((c) => c.format === 'regex')?.pattern?.source ?? '';
    if (def.format === 'uuid' || def.format === 'guid') return this.idFor(key) ?? this.uuid();
    if (def.format === 'datetime') return this.instant();
    if (def.format === 'email') return `golfer${++this.contacts}@example.com`;
    if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return this.date();
    if (pattern.includes('\\d{2}:\\d{2}:\\d{2}')) return `${pad(this.int(6, 22))}:${this.pick(['00', '30'])}:00`;
    if (pattern.includes('[01]\\d|2[0-3]')) return `${pad(this.int(6, 22))}:${this.pick(['00', '30'])}`;
    if (pattern.includes('#[0-9a-fA-F]{6}')) return `#${this.int(0, 0xffffff).toString(16).padStart(6, '0')}`;
    const linked = this.idFor(key);
    if (linked) return linked;
    if (/phone|number$/i.test(key)) return `+1213${String(++this.contacts).padStart(7, '0')}`;
    if (/email/i.test(key)) return `golfer${++this.contacts}@example.com`;
    if (/^at$|At$/.test(key)) return this.instant();
    if (/^date$|Date$|^weekStart$/.test(key)) return this.date();
    if (/^clock\w*Time$/.test(key)) return this.instant();
    if (/^time$|Time$/.test(key)) return `${pad(this.int(6, 22))}:${this.pick(['00', '30'])}:00`;
    const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
    const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 40;
    const text = `${key || 'text'} ${this.int(0, 99999)}`;
    return text.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, text.length)));
  }

  /** Ids that name an entity shared between events: userId, bookingId, code, tournamentId... */
  private idFor(key: string): string | undefined {
    const match = /^(.*?)(Id|Code|code)$/.exec(key);
    if (!match && key !== 'code' && key !== 'id') return undefined;
    const pool = match?.[1].toLowerCase() || key.toLowerCase();
    if (this.ownId && pool !== 'code') {
      this.ownId = false;
      const fresh = this.uuid();
      this.pools.set(pool, [...(this.pools.get(pool) ?? []), fresh]);
      return fresh;
    }
    if (pool === 'code' || pool === 'giftcard' || (pool === 'coupon' && key !== 'couponId')) {
      const make = () => `GC${this.int(1e7, 9e7)}${this.int(1e3, 9e3)}`;
      if (!this.creating) return this.ref('code', make);
      const fresh = make();
      this.pools.set('code', [...(this.pools.get('code') ?? []), fresh]);
      return fresh;
    }
    return this.ref(pool, () => this.uuid());
  }

  private number(def: Def, key: string): number {
    const checks = (def.checks ?? []).map((c) => c._zod.def);
    const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
    const lower = checks.find((c) => c.check === 'greater_than');
    const upper = checks.find((c) => c.check === 'less_than');
    let min = lower ? Number(lower.value) + (lower.inclusive ? 0 : integer ? 1 : 0.5) : 0;
    // Hours (a booking's length, an extension) stay within a day.
    if (/hour|duration/i.test(key) && !upper) return integer ? this.int(1, 4) : this.int(1, 8) / 2;
    let max = upper
      ? Number(upper.value) - (upper.inclusive ? 0 : integer ? 1 : 0.5)
      : /cents|amount|price/i.test(key)
        ? 20_000
        : 100;
    if (max < min) [min, max] = [max, min];
    const n = min + this.random() * (max - min);
    // Credits and hours come in half steps; other amounts are whole (cents, percentages, counts).
    return integer || !/credit|hour|duration/i.test(key) ? Math.round(n) : Math.round(n * 2) / 2;
  }
}
