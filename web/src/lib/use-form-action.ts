import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { toast, type ToastInput } from '@/components/ui/toast-store';

export interface FormActionOptions<Arg, Result> {
  /** The toast after it worked: a title, or a function of the answer and what was sent. */
  success?: string | ((result: Result, arg: Arg) => ToastInput | null);
  /** The SWR keys to read again after it worked (every cached key starting with one of these). */
  revalidate?: string[];
  onSuccess?: (result: Result, arg: Arg) => void | Promise<void>;
  /** Called with the error (a page that words its own failure toast). */
  onError?: (error: unknown, arg: Arg) => void | Promise<void>;
}

/**
 * `useAction` for a dialog that shows its refusal beside its fields rather than in a toast:
 * the same SWR mutation, success toast and revalidation, but a failure only lands in `error`
 * (cleared when it is triggered again). `trigger` resolves to the answer, or undefined when it failed.
 */
export function useFormAction<Arg = void, Result = unknown>(
  key: string,
  run: (arg: Arg) => Promise<Result>,
  options: FormActionOptions<Arg, Result> = {},
) {
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation(key, (_key: string, { arg }: { arg: Arg }) => run(arg), {
    throwOnError: true,
    populateCache: false,
    revalidate: false,
  });
  const { reset } = mutation;
  const swrTrigger = mutation.trigger as (arg: Arg) => Promise<Result>;
  const { success, revalidate, onSuccess, onError } = options;
  // Busy until the follow-up (re-reads, onSuccess/onError) is done too, so a second click cannot
  // send again while the page still shows the state from before.
  const [settling, setSettling] = useState(false);
  const trigger = useCallback(
    async (arg: Arg): Promise<Result | undefined> => {
      reset();
      let result: Result;
      try {
        result = await swrTrigger(arg);
      } catch (error) {
        setSettling(true);
        try {
          await onError?.(error, arg);
        } finally {
          setSettling(false);
        }
        return undefined;
      }
      setSettling(true);
      try {
        const shown = typeof success === 'function' ? success(result, arg) : success ? { title: success } : null;
        if (shown) toast(shown);
        if (revalidate?.length)
          await mutate((k) => typeof k === 'string' && revalidate.some((prefix) => k.startsWith(prefix)));
        await onSuccess?.(result, arg);
      } finally {
        setSettling(false);
      }
      return result;
    },
    [swrTrigger, reset, success, revalidate, onSuccess, onError, mutate],
  );
  return { trigger, busy: mutation.isMutating || settling, error: mutation.error as unknown };
}
