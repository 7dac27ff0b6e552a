import { useApolloClient, useSubscription } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { SessionUserFragment } from '../../../gql/graphql';
import { errorCode } from '../../../shared/graphql/errors';
import { notify } from '../../../shared/ui/notify';
import { accountsStrings } from '../strings';
import { meQuery, meUpdatedSubscription, sessionUserFragment, signOutMutation } from './operations';
import {
  clearSession,
  onTokenChange,
  readCachedUser,
  readToken,
  writeSession,
  writeUser,
} from './session-storage';

export const SESSION_RETRY_MS = 30_000;

export type SessionUser = SessionUserFragment;

/** `undefined` while validating, `null` when signed out. */
export type SessionState = SessionUser | null | undefined;

interface SessionContextValue {
  user: SessionState;
  validating: boolean;
  /** Stores a freshly issued token and user (sign-in, sign-up, OIDC); answers the user. */
  startSession: (token: string, user: FragmentType<typeof sessionUserFragment>) => SessionUser;
  /** Validates the stored token with `me`; resolves to the user or null. */
  refresh: () => Promise<SessionUser | null>;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setToken] = useState<string | null>(() => readToken());
  const [user, setUser] = useState<SessionState>(() => (readToken() ? undefined : null));
  const [validating, setValidating] = useState<boolean>(() => readToken() !== null);
  const retryTimer = useRef<number | undefined>(undefined);
  const inFlight = useRef<Promise<SessionUser | null> | null>(null);
  const validateRef = useRef<(() => Promise<SessionUser | null>) | null>(null);

  const cancelRetry = () => {
    if (retryTimer.current !== undefined) {
      window.clearTimeout(retryTimer.current);
      retryTimer.current = undefined;
    }
  };

  const validate = useCallback((): Promise<SessionUser | null> => {
    if (inFlight.current) {
      return inFlight.current;
    }
    const current = readToken();
    if (!current) {
      return Promise.resolve(null);
    }
    const run = (async (): Promise<SessionUser | null> => {
      try {
        const result = await client.query({ query: meQuery, fetchPolicy: 'network-only' });
        if (readToken() !== current) {
          return null; // signed out or replaced meanwhile
        }
        const me = getFragmentData(sessionUserFragment, result.data?.me) ?? null;
        if (!me) {
          throw new Error('me returned no data');
        }
        cancelRetry();
        writeUser(me);
        setUser(me);
        setValidating(false);
        return me;
      } catch (error) {
        if (readToken() !== current) {
          return null;
        }
        if (errorCode(error) === 'UNAUTHENTICATED') {
          cancelRetry();
          clearSession();
          setUser(null);
          setValidating(false);
          return null;
        }
        // Network failure or server error: keep the cached user (no flash) and retry later.
        notify.error(accountsStrings.sessionValidationFailed, 'session-validation');
        setUser((previous) => previous ?? readCachedUser() ?? undefined);
        cancelRetry();
        retryTimer.current = window.setTimeout(() => {
          retryTimer.current = undefined;
          void validateRef.current?.();
        }, SESSION_RETRY_MS);
        return null;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [client]);

  useEffect(() => {
    validateRef.current = validate;
  }, [validate]);

  // Follow token changes made by other tabs or by the sign-in/out functions.
  useEffect(
    () =>
      onTokenChange((next) => {
        setToken(next);
        if (!next) {
          setUser(null);
          setValidating(false);
        }
      }),
    [],
  );

  useEffect(() => {
    if (!token) {
      cancelRetry();
      return;
    }
    void validate();
    const onFocus = () => {
      void validate();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      cancelRetry();
    };
  }, [token, validate]);

  // Live updates of plan, credits and profile while signed in.
  useSubscription(meUpdatedSubscription, {
    skip: !user || !token,
    onData: ({ data }) => {
      const updated = getFragmentData(sessionUserFragment, data.data?.meUpdated);
      if (updated && readToken()) {
        writeUser(updated);
        setUser(updated);
      }
    },
  });

  const startSession = useCallback(
    (newToken: string, userRef: FragmentType<typeof sessionUserFragment>): SessionUser => {
      const newUser = getFragmentData(sessionUserFragment, userRef);
      cancelRetry();
      writeSession(newToken, newUser);
      setToken(newToken);
      setUser(newUser);
      setValidating(false);
      return newUser;
    },
    [],
  );

  const signOut = useCallback(async () => {
    try {
      await client.mutate({ mutation: signOutMutation });
    } catch {
      // The local session ends regardless of whether the server could be told.
    }
    cancelRetry();
    clearSession();
    setToken(null);
    setUser(null);
    setValidating(false);
    await client.clearStore();
  }, [client]);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: token ? user : null,
      validating: token ? validating : false,
      startSession,
      refresh: validate,
      signOut,
    }),
    [token, user, validating, startSession, validate, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) {
    throw new Error('useSession must be used inside <SessionProvider>');
  }
  return value;
}
