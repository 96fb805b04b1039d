import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { CurrentUser as ApiCurrentUser } from '@podium/contracts/auth/current-user';
import { ApiError } from '../http-client';
import { profileQuery } from './get-profile';
import { readCachedUser, storeCachedUser } from './cached-user';
import { logout } from './session';
import { useAuthToken } from './use-auth-token';

/** The signed-in person as the header shows them (id, name, email, phone, role, company, MFA flag). */
export type CurrentUser = ApiCurrentUser & { qrCode?: string };

export interface AuthState {
  isAuthenticated: boolean;
  user: CurrentUser | undefined;
  logout(): Promise<void>;
}

/**
 * Sign-in state for components: authenticated with a stored or cookie token (or a cached user);
 * the user comes from the profile call, cached under `user`. A 401 there logs out (spec section 4).
 */
export function useAuth(): AuthState {
  const token = useAuthToken();
  const profile = useQuery(profileQuery(token));

  useEffect(() => {
    if (profile.error instanceof ApiError && profile.error.status === 401) void logout({ callServer: false });
  }, [profile.error]);

  useEffect(() => {
    if (profile.data) storeCachedUser({ ...profile.data.user, qrCode: profile.data.qrCode });
  }, [profile.data]);

  return useMemo(() => {
    const cached = token ? readCachedUser() : undefined;
    const user = profile.data ? { ...profile.data.user, qrCode: profile.data.qrCode } : cached;
    return { isAuthenticated: Boolean(token) || Boolean(readCachedUser()), user, logout: () => logout() };
  }, [token, profile.data]);
}
