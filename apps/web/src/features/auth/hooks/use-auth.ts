import { clearAuthToken } from '../../../lib/auth-token';
import { dispatchAuthChanged } from '../auth-events';
import { useAuthToken } from './use-auth-token';

/** The signed-in person as the header shows them. */
export interface CurrentUser {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  role: 'member' | 'staff' | 'admin';
}

export interface AuthState {
  isAuthenticated: boolean;
  user: CurrentUser | undefined;
  logout(): Promise<void>;
}

/**
 * Sign-in state for components. First version: token presence only.
 * The sign-in issue completes it (profile query, logout as spec section 4 lists).
 */
export function useAuth(): AuthState {
  const token = useAuthToken();
  return {
    isAuthenticated: Boolean(token),
    user: undefined,
    logout: async () => {
      clearAuthToken();
      dispatchAuthChanged({ authenticated: false });
    },
  };
}
