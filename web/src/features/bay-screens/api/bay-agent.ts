import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { BayAgentSessionAnswer, BayExtendAnswer } from '@contracts/bay-screens/bay-screens';
import { BAY_STREAM_EVENTS } from '@contracts/bay-screens/bay-screens';
import { ApiError } from '@/lib/api-client';

export type { BayAgentSessionAnswer, BayExtendAnswer };

const storageKey = (deviceId: string) => `bay-device-token:${deviceId}`;

/** This screen's device token, kept in localStorage per device id (set from the pairing link or pasted). */
export function useDeviceToken(deviceId: string) {
  const [token, setToken] = useState<string | null>(() => {
    const fromLink = new URLSearchParams(window.location.search).get('token');
    if (fromLink) {
      window.localStorage.setItem(storageKey(deviceId), fromLink);
      // The token does not stay in the address bar (or in the history).
      window.history.replaceState(null, '', window.location.pathname);
      return fromLink;
    }
    return window.localStorage.getItem(storageKey(deviceId));
  });
  const save = (value: string | null) => {
    if (value) window.localStorage.setItem(storageKey(deviceId), value);
    else window.localStorage.removeItem(storageKey(deviceId));
    setToken(value);
  };
  return [token, save] as const;
}

/**
 * A device call: the token as a bearer header. Kept apart from the app's client, whose 401 means the
 * signed-in person's session ended (a screen's refused token is not that).
 */
export async function deviceRequest<T>(token: string, method: string, path: string, body?: unknown, key?: string) {
  const res = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const b = (parsed ?? {}) as { message?: string; code?: string };
    throw new ApiError(res.status, b.message ?? `Request failed (${res.status})`, b.code, parsed);
  }
  return parsed as T;
}

/** The bay's session as the server has it, with the gap between the server's clock and this one. */
export function useBaySession(token: string | null) {
  const swr = useSWR(
    token ? ['/api/bay-agent/session', token] : null,
    async ([path, t]: [string, string]) => {
      const sent = Date.now();
      const answer = await deviceRequest<BayAgentSessionAnswer>(t, 'GET', path);
      const received = Date.now();
      // The server's time was read about halfway through the round trip.
      return { ...answer, offsetMs: Date.parse(answer.serverTime) - (sent + received) / 2 };
    },
    { refreshInterval: 60_000, shouldRetryOnError: (e) => !(e instanceof ApiError && e.status === 401) },
  );
  const { mutate } = swr;
  // The session's changes are pushed (server-sent events); the token goes in the query for this stream
  // only, as EventSource cannot send headers. Any change asks for the session again.
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/bay-agent/events?token=${encodeURIComponent(token)}`);
    const refresh = () => void mutate();
    for (const name of BAY_STREAM_EVENTS) source.addEventListener(name, refresh);
    return () => source.close();
  }, [token, mutate]);
  return swr;
}

/** The server's clock now, ticking every second (the screen's own clock corrected by the offset). */
export function useServerNow(offsetMs: number) {
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocalNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return localNow + offsetMs;
}

export function extendSession(token: string, minutes: number, key: string) {
  return deviceRequest<BayExtendAnswer>(token, 'POST', '/api/bay-agent/extend', { minutes }, key);
}

export function callStaff(token: string) {
  return deviceRequest<{ message: string }>(token, 'POST', '/api/bay-agent/call-staff', {});
}
