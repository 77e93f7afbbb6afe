import useSWR, { useSWRConfig } from 'swr';
import { useNavigate } from 'react-router-dom';
import { api, fetcher, setSignedOut } from '@/lib/api-client';

export interface PhoneUser {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  isAdmin?: boolean;
  isEmployee?: boolean;
  credits?: number;
  membershipCredits?: number;
  loyaltyCredits?: number;
  loyaltyPoints?: number;
}

export const PHONE_USER_KEY = '/api/auth/phone-user';

/** The server answers the user itself or { user }; { user: null } (or a 401) means signed out (null). */
export function unwrapUser(body: unknown): PhoneUser | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { user?: PhoneUser } & Partial<PhoneUser>;
  if (b.user && typeof b.user === 'object') return b.user;
  return typeof b.id === 'string' ? (b as PhoneUser) : null;
}

async function phoneUserFetcher(path: string): Promise<PhoneUser | null> {
  return unwrapUser(await fetcher<unknown>(path));
}

/** Current user: no retry, no refetch on focus, always revalidated on mount. */
export function usePhoneUser() {
  const { data, error, isLoading } = useSWR(PHONE_USER_KEY, phoneUserFetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: true,
  });
  return { user: data ?? null, error, isLoading };
}

export function totalCredits(user: PhoneUser | null): number {
  if (!user) return 0;
  return (user.credits ?? 0) + (user.membershipCredits ?? 0) + (user.loyaltyCredits ?? 0);
}

/** Logout: signed-out state, clear every cached read, tell the server, go home. */
export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return async () => {
    setSignedOut(true);
    await mutate(() => true, undefined, { revalidate: false });
    try {
      await api.post('/api/logout');
    } catch {
      // the session is gone either way for this browser
    }
    navigate('/');
  };
}

/** After a successful sign-in: leave the signed-out state and seed the current user. */
export function useSignedIn() {
  const { mutate } = useSWRConfig();
  return async (user: PhoneUser | null) => {
    setSignedOut(false);
    // Sign-in is answered by the deployment's default venue; at another venue (the picker's cookie)
    // the roles are that venue's own, so the current user is asked for again there.
    const atChosenVenue = document.cookie.split('; ').some((c) => c.startsWith('golf.venue='));
    await mutate(PHONE_USER_KEY, user ?? undefined, { revalidate: !user || atChosenVenue });
  };
}
