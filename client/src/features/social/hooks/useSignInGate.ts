import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../accounts/session/SessionProvider';

/**
 * Runs an action for a signed-in person; a visitor is sent to /signin instead.
 * Answers false when the action did not run.
 */
export function useSignInGate(): (action: () => void) => boolean {
  const { user } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (action: () => void) => {
      if (!user) {
        void navigate('/signin');
        return false;
      }
      action();
      return true;
    },
    [user, navigate],
  );
}
