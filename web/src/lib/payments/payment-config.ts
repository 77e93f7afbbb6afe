import useSWR from 'swr';
import { ApiError, api } from '@/lib/api-client';

export type PaymentMode =
  /** No provider keys: the server's local card twin, behind whichever processor is active. */
  | { kind: 'twin'; processor: 'square' | 'stripe' }
  | { kind: 'square'; applicationId: string; locationId: string; sandbox: boolean }
  | { kind: 'stripe'; publishableKey: string }
  /** CARD_PROVIDER=none: the venue takes no card payments. */
  | { kind: 'off' };

interface ConfigItem {
  isActive?: boolean;
  cardsOff?: boolean;
  processor?: string;
}

async function optional<T>(path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 401 || e.status === 403)) return null;
    throw e;
  }
}

/** A placeholder or missing application id means no provider keys: use the local card twin. */
function isRealSquareId(id: string | undefined | null): id is string {
  return Boolean(id && /^(sandbox-)?sq0id[pb]-/.test(id) && !/local-card-twin/.test(id));
}

/**
 * Which card path to use: the active processor from the admin setting (square by default), and the
 * provider's public config. Without real keys the server runs the local card twin.
 */
export async function resolvePaymentMode(): Promise<PaymentMode> {
  const body = await optional<unknown>('/api/payment-config');
  const items: ConfigItem[] = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { configs?: unknown }).configs)
      ? (body as { configs: ConfigItem[] }).configs
      : body && typeof body === 'object'
        ? [body as ConfigItem]
        : [];
  if (items.some((i) => i.cardsOff)) return { kind: 'off' };
  const processor = items.find((i) => i.isActive)?.processor ?? 'square';
  if (processor === 'stripe') {
    const cfg = await optional<{ publishableKey?: string }>('/api/stripe/config');
    if (
      cfg?.publishableKey &&
      /^pk_(test|live)_/.test(cfg.publishableKey) &&
      !/local_card_twin/.test(cfg.publishableKey)
    )
      return { kind: 'stripe', publishableKey: cfg.publishableKey };
    return { kind: 'twin', processor: 'stripe' };
  }
  const sq = await optional<{ applicationId?: string; locationId?: string; environment?: string }>(
    '/api/square/config',
  );
  if (sq && isRealSquareId(sq.applicationId) && sq.locationId) {
    return {
      kind: 'square',
      applicationId: sq.applicationId,
      locationId: sq.locationId,
      sandbox: sq.applicationId.startsWith('sandbox') || sq.environment === 'sandbox',
    };
  }
  return { kind: 'twin', processor: 'square' };
}

/** The card path, resolved once per page (null while it loads). */
export function usePaymentMode(): PaymentMode | null {
  const { data, error } = useSWR('payment-mode', resolvePaymentMode, { revalidateOnFocus: false });
  if (error) return { kind: 'twin', processor: 'square' };
  return data ?? null;
}

/** The second card provider takes a membership's card in the page (card setup), not by a charge. */
export const setsUpCardsInPage = (mode: PaymentMode): boolean =>
  mode.kind === 'stripe' || (mode.kind === 'twin' && mode.processor === 'stripe');
