/** The one HTTP client of the web app: JSON in and out, the session cookie, readable errors. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let signedOut = false;

const unauthorizedListeners = new Set<() => void>();

/** Called whenever the API answers 401: the session is gone, whatever the call was. */
export function onUnauthorized(fn: () => void): () => void {
  unauthorizedListeners.add(fn);
  return () => unauthorizedListeners.delete(fn);
}

/** While set, default reads of private paths return null without a request (spec: logged-out state). */
export function setSignedOut(value: boolean): void {
  signedOut = value;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, res: Response): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string' && b.error) return b.error;
  }
  if (typeof body === 'string' && body && !body.trimStart().startsWith('<')) return body;
  return res.statusText || `Request failed (${res.status})`;
}

export async function request<T>(method: string, path: string, payload?: unknown, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    ...init,
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.headers ?? {}),
    },
    body: payload !== undefined ? JSON.stringify(payload) : undefined,
  });
  const body = await readBody(res);
  if (!res.ok) {
    if (res.status === 401) unauthorizedListeners.forEach((fn) => fn());
    const code = body && typeof body === 'object' ? (body as { code?: string }).code : undefined;
    throw new ApiError(res.status, messageOf(body, res), code, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, payload: unknown = {}, init?: RequestInit) => request<T>('POST', path, payload, init),
  put: <T>(path: string, payload: unknown = {}) => request<T>('PUT', path, payload),
  patch: <T>(path: string, payload: unknown = {}) => request<T>('PATCH', path, payload),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/**
 * The SWR fetcher for default reads: the key is the path. A 401 means "no data" (signed out), not an error.
 */
export async function fetcher<T>(path: string): Promise<T | null> {
  if (signedOut && isPrivatePath(path)) return null;
  try {
    return await api.get<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const PRIVATE_PREFIXES = ['/api/auth/phone-user', '/api/user-', '/api/loyalty/status', '/api/sms/'];

function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((p) => path.startsWith(p));
}

/** Where a route is not deployed yet (404 from the API), reads treat it as absent rather than failing. */
export async function optionalFetcher<T>(path: string): Promise<T | null> {
  try {
    return await fetcher<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof TypeError) return 'Network error. Please try again.';
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
