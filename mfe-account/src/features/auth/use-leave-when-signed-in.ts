import { selectUser, takePostLoginRedirect, useNavigate } from '@storefront/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';

/**
 * Spec section 2: a signed-in visitor on an auth page goes to the saved post-login redirect
 * (read once, then cleared). Returns `leave` for the pages to call after signing in. Both paths
 * go through it once, so the saved path is taken exactly once whichever runs first (the user
 * appears in the store as the login call settles).
 */
export function useLeaveWhenSignedIn(): { signedIn: boolean; leave: () => void } {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const left = useRef(false);
  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    navigate(takePostLoginRedirect(), { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (user) leave();
  }, [user, leave]);
  return { signedIn: user !== null, leave };
}
