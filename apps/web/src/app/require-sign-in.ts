import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/hooks/use-auth';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * For pages that need a signed-in person (/profile, /my-events, /my-coupons, /co-register): without
 * one, go to /Login with this page stored as the return URL. Returns whether someone is signed in.
 */
export function useRequireSignIn(): boolean {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isAuthenticated) return;
    const here = `${location.pathname}${location.search}`;
    localStorage.setItem(STORAGE_KEYS.returnUrl, here);
    void navigate(`/Login?redirect=${encodeURIComponent(here)}`, { replace: true });
  }, [isAuthenticated, location.pathname, location.search, navigate]);
  return isAuthenticated;
}
