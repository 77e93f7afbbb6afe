import { ApiError } from '@/lib/api-client';

/**
 * The server's validation answer ({message, errors: [{path, message}]}) as one message per field,
 * for forms to show beside each input; `form` holds what belongs to no field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { form: 'Something went wrong. Please try again.' };
  const list = (error.body as { errors?: { path?: string; message?: string }[] } | undefined)?.errors;
  const out: Record<string, string> = {};
  if (Array.isArray(list)) for (const e of list) if (e?.message) out[e.path || 'form'] ??= e.message;
  if (Object.keys(out).length === 0) out.form = error.message;
  return out;
}
