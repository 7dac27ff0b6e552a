export interface ExternalIdentity {
  /** The issuer: identities are unique per (provider, subject). */
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** An OpenID Connect provider, used with the authorization-code flow and PKCE. */
export abstract class ExternalIdentityProvider {
  abstract readonly name: string;
  abstract authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Redeems the callback's code and returns the verified ID-token identity. */
  abstract redeem(request: AuthorizationRequest, callbackUrl: string): Promise<ExternalIdentity>;
}
