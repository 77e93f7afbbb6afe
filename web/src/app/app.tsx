import { Fragment, useEffect, type ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { PHONE_USER_KEY } from '@/lib/session/phone-user';
import { Toaster } from '@/components/ui/toaster';
import { api, fetcher, onUnauthorized } from '@/lib/api-client';
import { setVenueMoney } from '@/lib/money';
import { VENUE_KEY, type VenueFacts } from '@/lib/support-phone';
import { AppRouter } from './router';

/** A 401 from any call means the session ended: show the visitor as signed out at once. */
function SessionWatch() {
  const { mutate } = useSWRConfig();
  useEffect(() => onUnauthorized(() => void mutate(PHONE_USER_KEY, null, { revalidate: false })), [mutate]);
  return null;
}

/**
 * The venue's currency and locale (GET /api/venue): every amount on every page is written in them. The
 * pages are drawn again (keyed by the currency) when the venue's money differs from the default USD.
 */
function VenueMoney({ children }: { children: ReactNode }) {
  const { data } = useSWR(VENUE_KEY, (k: string) => api.get<VenueFacts>(k), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const currency = data?.currency ?? 'USD';
  const locale = data?.locale ?? 'en-US';
  // Idempotent: the module's format changes once, when the venue first answers with another currency.
  setVenueMoney(currency, locale);
  return <Fragment key={`${currency}|${locale}`}>{children}</Fragment>;
}

/** Providers: SWR with the one api client (no retries, no focus refetch by default), toasts, router. */
export function App() {
  return (
    <SWRConfig value={{ fetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <SessionWatch />
      <VenueMoney>
        <AppRouter />
      </VenueMoney>
      <Toaster />
    </SWRConfig>
  );
}
