import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { fetcher } from '@/lib/api-client';
import { AppRouter } from './router';

/** Providers: SWR with the one api client (no retries, no focus refetch by default), toasts, router. */
export function App() {
  return (
    <SWRConfig value={{ fetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <AppRouter />
      <Toaster />
    </SWRConfig>
  );
}
