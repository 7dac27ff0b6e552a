import { useQuery } from '@apollo/client/react';
import { KeyRound } from 'lucide-react';
import { authProvidersQuery } from '../session/operations';
import { accountsStrings as s } from '../strings';
import { buttonClass } from '../../../shared/ui/Button';

export const OIDC_LOGIN_PATH = '/api/auth/oidc/login';

/** "Continuar con {proveedor}" when the server has an OpenID Connect provider configured. */
export function OidcButton() {
  const { data } = useQuery(authProvidersQuery, { fetchPolicy: 'cache-first' });
  const providers = data?.authProviders;
  if (!providers?.oidc) {
    return null;
  }
  return (
    <>
      <a
        className={buttonClass({ variant: 'secondary', size: 'lg', block: true })}
        href={OIDC_LOGIN_PATH}
      >
        <KeyRound size={18} aria-hidden="true" />
        {s.continueWith(providers.oidcName ?? 'SSO')}
      </a>
      <div className="auth__divider" role="separator">
        <span>{s.or}</span>
      </div>
    </>
  );
}
