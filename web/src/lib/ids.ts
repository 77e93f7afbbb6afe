/**
 * A random key for one attempt (idempotency keys). crypto.randomUUID exists only in secure contexts;
 * getRandomValues everywhere, so a venue's LAN address over plain http still works.
 */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
