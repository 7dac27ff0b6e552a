import { BaseClient, Issuer } from 'openid-client';
import { OidcConfig } from '../../../platform/config/app-config';
import {
  AuthorizationRequest,
  ExternalIdentity,
  ExternalIdentityProvider,
} from '../../ports/external-identity-provider';
import { generators } from 'openid-client';

/** Any OpenID Connect provider found by discovery (Google, Keycloak, Auth0, Entra ID …). */
export class OpenIdConnectProvider extends ExternalIdentityProvider {
  readonly name: string;
  private client?: Promise<BaseClient>;

  constructor(private readonly config: OidcConfig) {
    super();
    this.name = config.name;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const client = await this.getClient();
    return client.authorizationUrl({
      scope: this.config.scopes,
      redirect_uri: request.redirectUri,
      state: request.state,
      nonce: request.nonce,
      code_challenge: generators.codeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  async redeem(request: AuthorizationRequest, callbackUrl: string): Promise<ExternalIdentity> {
    const client = await this.getClient();
    const params = client.callbackParams(callbackUrl);
    const tokens = await client.callback(request.redirectUri, params, {
      state: request.state,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
    });
    const claims = tokens.claims();
    return {
      provider: claims.iss,
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
  }

  private getClient(): Promise<BaseClient> {
    this.client ??= Issuer.discover(this.config.issuer).then(
      (issuer) =>
        new issuer.Client({
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          response_types: ['code'],
        }),
    );
    // a failed discovery is retried on the next sign-in
    this.client.catch(() => (this.client = undefined));
    return this.client;
  }
}
