import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openSecret, sealSecret, sealedWithCurrentKey, type KeySource } from '../lib/sealed-secret';
import type { EventTypes, PersonalFields } from './events';
import type { EventBatch, EventStore, NewEvent, RecordedEvent } from './types';

/**
 * Crypto-shredding. Personal fields of the events that declare them (`defineEvent(..., { personal })`)
 * are stored as `pd1:<userId>:<base64(iv | tag | ciphertext)>`, AES-256-GCM under a random key per
 * customer; the keys live in `customer_keys`, sealed with ENCRYPTION_KEY. Erasing a customer deletes
 * the key: the fields then read as the event's placeholders ("Erased customer", null), on every read
 * and every rebuild, while amounts and dates (never personal) stay for the books.
 */
const PREFIX = 'pd1:';
const PURPOSE = 'customer-data-key';
const CACHE_MS = 30_000;

type KeyEntry = { key: Buffer | null; at: number };

export class PersonalDataKeys {
  private readonly cache = new Map<string, KeyEntry>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly keys: KeySource,
  ) {}

  /** The customer's data key, made on first use; null once the customer is erased. */
  async keyForWrite(userId: string): Promise<Buffer | null> {
    const cached = this.fresh(userId);
    if (cached !== undefined) return cached;
    const sealed = sealSecret(this.keys, PURPOSE, randomBytes(32).toString('base64'));
    await this.pool.query(
      'INSERT INTO customer_keys (user_id, key_sealed) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      [userId, sealed],
    );
    return (await this.load([userId])).get(userId) ?? null;
  }

  /** Keys for reading, one query for those not cached; a customer with no key row reads as erased. */
  async keysForRead(userIds: string[]): Promise<Map<string, Buffer | null>> {
    const found = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const id of new Set(userIds)) {
      const cached = this.fresh(id);
      if (cached === undefined) missing.push(id);
      else found.set(id, cached);
    }
    if (missing.length > 0) for (const [id, key] of await this.load(missing)) found.set(id, key);
    return found;
  }

  /** Destroys the customer's key (idempotent); false when it was already erased. */
  async erase(userId: string, at: Date): Promise<boolean> {
    this.cache.delete(userId);
    const { rowCount } = await this.pool.query(
      `INSERT INTO customer_keys (user_id, key_sealed, erased_at) VALUES ($1, NULL, $2)
       ON CONFLICT (user_id) DO UPDATE SET key_sealed = NULL, erased_at = EXCLUDED.erased_at
       WHERE customer_keys.erased_at IS NULL`,
      [userId, at],
    );
    this.cache.delete(userId);
    return (rowCount ?? 0) > 0;
  }

  async isErased(userId: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT 1 FROM customer_keys WHERE user_id = $1 AND erased_at IS NOT NULL', [
      userId,
    ]);
    return rows.length > 0;
  }

  /** Re-seals every key not under the current ENCRYPTION_KEY (key rotation); the number re-sealed. */
  async reseal(): Promise<number> {
    const { rows } = await this.pool.query<{ user_id: string; key_sealed: string }>(
      'SELECT user_id, key_sealed FROM customer_keys WHERE key_sealed IS NOT NULL',
    );
    let count = 0;
    for (const row of rows) {
      if (sealedWithCurrentKey(this.keys, row.key_sealed)) continue;
      const plain = openSecret(this.keys, PURPOSE, row.key_sealed);
      await this.pool.query('UPDATE customer_keys SET key_sealed = $2 WHERE user_id = $1 AND key_sealed = $3', [
        row.user_id,
        sealSecret(this.keys, PURPOSE, plain),
        row.key_sealed,
      ]);
      count++;
    }
    return count;
  }

  clearCache(): void {
    this.cache.clear();
  }

  private fresh(userId: string): Buffer | null | undefined {
    const hit = this.cache.get(userId);
    if (!hit) return undefined;
    if (Date.now() - hit.at > CACHE_MS) {
      this.cache.delete(userId);
      return undefined;
    }
    return hit.key;
  }

  private async load(userIds: string[]): Promise<Map<string, Buffer | null>> {
    const { rows } = await this.pool.query<{ user_id: string; key_sealed: string | null }>(
      'SELECT user_id, key_sealed FROM customer_keys WHERE user_id = ANY($1::text[])',
      [userIds],
    );
    const out = new Map<string, Buffer | null>(userIds.map((id) => [id, null]));
    const at = Date.now();
    for (const row of rows) {
      const key = row.key_sealed ? Buffer.from(openSecret(this.keys, PURPOSE, row.key_sealed), 'base64') : null;
      out.set(row.user_id, key);
      // Only live keys are cached: an unknown customer may get a key a moment later.
      if (key) this.cache.set(row.user_id, { key, at });
    }
    return out;
  }
}

export function isPersonalCiphertext(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

function encrypt(key: Buffer, userId: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${PREFIX}${userId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

function ownerOf(ciphertext: string): string {
  const rest = ciphertext.slice(PREFIX.length);
  return rest.slice(0, rest.indexOf(':'));
}

function decrypt(key: Buffer, ciphertext: string): unknown {
  const owner = ownerOf(ciphertext);
  const raw = Buffer.from(ciphertext.slice(PREFIX.length + owner.length + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

/** Encrypts the personal fields of one validated event's data (placeholders once the owner is erased). */
export async function sealPersonal(keys: PersonalDataKeys, personal: PersonalFields, data: unknown): Promise<unknown> {
  const owner = personal.owner(data);
  if (!owner || typeof data !== 'object' || data === null) return data;
  // An erased customer's key is gone: what is still written about them goes under a key nobody
  // keeps (it reads as the placeholder, and stays a string wherever the schema wants one).
  const key = (await keys.keyForWrite(owner)) ?? randomBytes(32);
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of Object.keys(personal.fields)) {
    const value = out[field];
    if (value === null || value === undefined || isPersonalCiphertext(value)) continue;
    out[field] = encrypt(key, owner, value);
  }
  return out;
}

/** Decrypts events' personal fields in place of the ciphertext; an erased owner's read as placeholders. */
export async function openPersonal(
  keys: PersonalDataKeys,
  types: EventTypes,
  events: RecordedEvent[],
): Promise<RecordedEvent[]> {
  const owners: string[] = [];
  for (const event of events) {
    const fields = types.get(event.type)?.personal?.fields;
    if (!fields || typeof event.data !== 'object' || event.data === null) continue;
    const data = event.data as Record<string, unknown>;
    for (const field of Object.keys(fields)) if (isPersonalCiphertext(data[field])) owners.push(ownerOf(data[field]));
  }
  if (owners.length === 0) return events;
  const found = await keys.keysForRead(owners);
  return events.map((event) => {
    const fields = types.get(event.type)?.personal?.fields;
    if (!fields || typeof event.data !== 'object' || event.data === null) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    let changed = false;
    for (const [field, placeholder] of Object.entries(fields)) {
      const value = data[field];
      if (!isPersonalCiphertext(value)) continue;
      const key = found.get(ownerOf(value));
      data[field] = key ? decrypt(key, value) : placeholder;
      changed = true;
    }
    return changed ? { ...event, data } : event;
  });
}

/**
 * Wraps a store so that appends encrypt the personal fields of the events that declare them and
 * every read (read, subscribe, subscribeBatches) decrypts them. Events of unknown types, and events
 * written before this existed (plaintext), pass through unchanged.
 */
export function withPersonalData(store: EventStore, types: EventTypes, keys: PersonalDataKeys): EventStore {
  const seal = async (events: NewEvent[]): Promise<NewEvent[]> =>
    Promise.all(
      events.map(async (event) => {
        const def = types.get(event.type);
        if (!def?.personal) return event;
        const valid = def.schema.parse(event.data);
        return { ...event, data: await sealPersonal(keys, def.personal, valid) };
      }),
    );
  return new Proxy(store, {
    get(target, prop, receiver) {
      switch (prop) {
        case 'append': {
          const append: EventStore['append'] = async (stream, events, options) =>
            target.append(stream, await seal(events), options);
          return append;
        }
        case 'read': {
          const read: EventStore['read'] = async function* (stream, options) {
            for await (const event of target.read(stream, options)) yield* await openPersonal(keys, types, [event]);
          };
          return read;
        }
        case 'subscribe': {
          const subscribe: EventStore['subscribe'] = async function* (options) {
            for await (const batch of target.subscribeBatches(options))
              yield* await openPersonal(keys, types, batch.events);
          };
          return subscribe;
        }
        case 'subscribeBatches': {
          const subscribeBatches: EventStore['subscribeBatches'] = async function* (options) {
            for await (const batch of target.subscribeBatches(options)) {
              const opened: EventBatch = { ...batch, events: await openPersonal(keys, types, batch.events) };
              yield opened;
            }
          };
          return subscribeBatches;
        }
        default:
          return Reflect.get(target, prop, receiver);
      }
    },
  });
}
