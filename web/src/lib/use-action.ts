import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';

export interface ActionOptions<Arg, Result> {
  /** The toast after it worked: a title, or a function of the answer and what was sent. */
  success?: string | ((result: Result, arg: Arg) => ToastInput | null);
  /**
   * The title of the error toast; its text is the server's message. Or a function of the error
   * giving the whole toast. Or null: no toast, the page shows the error itself (from `error`, or
   * a confirm dialog catching it with `rethrow`).
   */
  failure: string | null | ((error: unknown, arg: Arg) => ToastInput | null);
  /** After the error toast, `trigger` rejects with the error (a confirm dialog that shows it). */
  rethrow?: boolean;
  /**
   * The SWR keys to read again after it worked: every cached key starting with one of these
   * (`'/api/admin/coupons'` refreshes the list and each page of it).
   */
  revalidate?: string[];
  onSuccess?: (result: Result, arg: Arg) => void | Promise<void>;
  /** Called with the error after its toast (a form showing the error beside a field). */
  onError?: (error: unknown, arg: Arg) => void | Promise<void>;
}

/**
 * The one way a page writes: `const save = useAction('/api/admin/x', (body) => api.post(...), {...})`,
 * then `save.trigger(body)` and `save.busy`. It runs the call through SWR's mutation (so two triggers
 * of one action share its state), shows the error toast with the server's message, shows the success
 * toast, and reads the named SWR keys again. `trigger` resolves to the answer, or undefined when it failed
 * (or rejects, with `rethrow`). `busy` lasts until the follow-up (re-reads, onSuccess/onError) is done
 * too, so a second click cannot send again while the page still shows the state from before; `error` is
 * the last failure, cleared when it is triggered again.
 */
export function useAction<Arg = void, Result = unknown>(
  key: string,
  run: (arg: Arg) => Promise<Result>,
  options: ActionOptions<Arg, Result>,
) {
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation(key, (_key: string, { arg }: { arg: Arg }) => run(arg), {
    throwOnError: true,
    populateCache: false,
    revalidate: false,
  });
  // SWR types trigger as a union over whether Arg may be undefined; Arg is always passed here.
  const swrTrigger = mutation.trigger as unknown as (arg: Arg) => Promise<Result>;
  const { reset: swrReset } = mutation;
  const [error, setError] = useState<unknown>(undefined);
  const [settling, setSettling] = useState(0);
  const { success, failure, rethrow, revalidate, onSuccess, onError } = options;
  const settle = useCallback(async (followUp: () => Promise<void>) => {
    setSettling((n) => n + 1);
    try {
      await followUp();
    } finally {
      setSettling((n) => n - 1);
    }
  }, []);
  const trigger = useCallback(
    async (arg: Arg): Promise<Result | undefined> => {
      setError(undefined);
      let result: Result;
      try {
        result = await swrTrigger(arg);
      } catch (e) {
        setError(e);
        await settle(async () => {
          const shown =
            typeof failure === 'function'
              ? failure(e, arg)
              : failure === null
                ? null
                : { title: failure, description: errorMessage(e), variant: 'destructive' as const };
          if (shown) toast(shown);
          await onError?.(e, arg);
        });
        if (rethrow) throw e;
        return undefined;
      }
      await settle(async () => {
        const shown = typeof success === 'function' ? success(result, arg) : success ? { title: success } : null;
        if (shown) toast(shown);
        if (revalidate?.length)
          await mutate((k) => typeof k === 'string' && revalidate.some((prefix) => k.startsWith(prefix)));
        await onSuccess?.(result, arg);
      });
      return result;
    },
    [swrTrigger, settle, success, failure, rethrow, revalidate, onSuccess, onError, mutate],
  );
  const reset = useCallback(() => {
    swrReset();
    setError(undefined);
  }, [swrReset]);
  return { trigger, busy: mutation.isMutating || settling > 0, error, reset };
}
