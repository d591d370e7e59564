import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { safeRedirect } from '../redirect';
import { useAddressSearch } from '../addressSearch';

/**
 * The login modal's state lives in the URL: `?login=true` opens it (a private route sends visitors
 * there), `redirect` says where to go after a successful login (same-site paths only).
 */
export function useLoginParam() {
  const [path, navigate] = useLocation();
  const search = useAddressSearch();
  const params = new URLSearchParams(search);
  const open = params.get('login') === 'true';
  const redirect = safeRedirect(params.get('redirect'));

  /** The current address without the login parameters. */
  const without = useCallback(() => {
    const q = new URLSearchParams(search);
    q.delete('login');
    q.delete('redirect');
    const qs = q.toString();
    return `${path}${qs ? `?${qs}` : ''}`;
  }, [path, search]);

  const show = useCallback(() => {
    const q = new URLSearchParams(search);
    q.set('login', 'true');
    navigate(`${path}?${q.toString()}`);
  }, [navigate, path, search]);

  const close = useCallback(() => navigate(without(), { replace: true }), [navigate, without]);

  /**
   * After a login: the redirect when there is one; otherwise `fallback` (`/` after a password login,
   * the same page after a sign-up, as the spec's dialog stages say).
   */
  const finish = useCallback(
    (fallback: 'home' | 'stay') => navigate(redirect ?? (fallback === 'home' ? '/' : without()), { replace: true }),
    [navigate, redirect, without],
  );

  return { open, redirect, show, close, finish };
}
