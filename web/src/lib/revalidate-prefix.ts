import { useSWRConfig } from 'swr';

/** Re-reads every list under a path prefix (the DataTables key their pages by the full URL). */
export function useRevalidatePrefix() {
  const { mutate } = useSWRConfig();
  return (...prefixes: string[]) =>
    mutate((k) => typeof k === 'string' && prefixes.some((p) => k.startsWith(p)), undefined, { revalidate: true });
}
