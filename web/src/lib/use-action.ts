import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';

export interface ActionOptions<Arg, Result> {
  /** The toast after it worked: a title, or a function of the answer and what was sent. */
  success?: string | ((result: Result, arg: Arg) => ToastInput | null);
  /**
   * The title of the error toast; its text is the server's message. Or a function of the error
   * giving the whole toast (null: no toast, the page shows the error itself).
   */
  failure: string | ((error: unknown, arg: Arg) => ToastInput | null);
  /** After the error toast, `trigger` rejects with the error (a confirm dialog that shows it). */
  rethrow?: boolean;
  /**
   * The SWR keys to read again after it worked: every cached key starting with one of these
   * (`'/api/admin/coupons'` refreshes the list and each page of it).
   */
  revalidate?: string[];
  onSuccess?: (result: Result, arg: Arg) => void | Promise<void>;
  /** Called with the error after its toast (a form showing the error beside a field). */
  onError?: (error: unknown, arg: Arg) => void;
}

/**
 * The one way a page writes: `const save = useAction('/api/admin/x', (body) => api.post(...), {...})`,
 * then `save.trigger(body)` and `save.busy`. It runs the call through SWR's mutation (so two triggers
 * of one action share its state), shows the error toast with the server's message, shows the success
 * toast, and reads the named SWR keys again. `trigger` resolves to the answer, or undefined when it failed
 * (or rejects, with `rethrow`).
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
  const { success, failure, rethrow, revalidate, onSuccess, onError } = options;
  const trigger = useCallback(
    async (arg: Arg): Promise<Result | undefined> => {
      let result: Result;
      try {
        result = await (swrTrigger as (arg: Arg) => Promise<Result>)(arg);
      } catch (error) {
        const shown =
          typeof failure === 'function'
            ? failure(error, arg)
            : { title: failure, description: errorMessage(error), variant: 'destructive' as const };
        if (shown) toast(shown);
        onError?.(error, arg);
        if (rethrow) throw error;
        return undefined;
      }
      const shown = typeof success === 'function' ? success(result, arg) : success ? { title: success } : null;
      if (shown) toast(shown);
      if (revalidate?.length)
        await mutate((k) => typeof k === 'string' && revalidate.some((prefix) => k.startsWith(prefix)));
      await onSuccess?.(result, arg);
      return result;
    },
    [swrTrigger, success, failure, rethrow, revalidate, onSuccess, onError, mutate],
  );
  return { trigger, busy: mutation.isMutating, error: mutation.error as unknown, reset: mutation.reset };
}
