import { useEffect } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { PHONE_USER_KEY } from '@/lib/session/phone-user';
import { Toaster } from '@/components/ui/toaster';
import { fetcher, onUnauthorized } from '@/lib/api-client';
import { AppRouter } from './router';

/** A 401 from any call means the session ended: show the visitor as signed out at once. */
function SessionWatch() {
  const { mutate } = useSWRConfig();
  useEffect(() => onUnauthorized(() => void mutate(PHONE_USER_KEY, null, { revalidate: false })), [mutate]);
  return null;
}

/** Providers: SWR with the one api client (no retries, no focus refetch by default), toasts, router. */
export function App() {
  return (
    <SWRConfig value={{ fetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <SessionWatch />
      <AppRouter />
      <Toaster />
    </SWRConfig>
  );
}
