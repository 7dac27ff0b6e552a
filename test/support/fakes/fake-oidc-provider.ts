import { createHash, randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { exportJWK, generateKeyPair, JWK, KeyLike, SignJWT } from 'jose';

export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A minimal OpenID Connect provider speaking the real wire protocol: discovery, JWKS,
 * authorization (auto-approving the configured identity), and a token endpoint with client
 * authentication and PKCE checks, issuing RS256 ID tokens.
 */
export class FakeOidcProvider {
  identity: FakeIdentity = {
    sub: 'user-1',
    email: 'oidc@example.com',
    email_verified: true,
    name: 'Olga Idc',
  };
  readonly clientId = 'mixel-test';
  readonly clientSecret = 'fake-secret';
  private server?: Server;
  private issuer = '';
  private key?: KeyLike;
  private jwk?: JWK;
  private codes = new Map<
    string,
    { challenge: string; nonce: string; redirectUri: string; identity: FakeIdentity }
  >();

  async start(): Promise<string> {
    const pair = await generateKeyPair('RS256');
    this.key = pair.privateKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.issuer = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this.issuer;
  }

  async stop(): Promise<void> {
    await new Promise((r) => this.server?.close(r));
  }

  private async handle(
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
  ) {
    const url = new URL(req.url ?? '/', this.issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [this.jwk] });
    }
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== this.clientId || p.get('code_challenge_method') !== 'S256') {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(12).toString('hex');
      this.codes.set(code, {
        challenge: p.get('code_challenge')!,
        nonce: p.get('nonce')!,
        redirectUri: p.get('redirect_uri')!,
        identity: { ...this.identity },
      });
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state')!);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) {
        raw += chunk;
      }
      const form = new URLSearchParams(raw);
      const basic = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const [id, secret] = basic.split(':').map(decodeURIComponent);
      const clientOk =
        (id === this.clientId && secret === this.clientSecret) ||
        (form.get('client_id') === this.clientId &&
          form.get('client_secret') === this.clientSecret);
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !clientOk ||
        !grant ||
        grant.challenge !== challenge ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      const idToken = await new SignJWT({ ...grant.identity, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(this.issuer)
        .setAudience(this.clientId)
        .setSubject(grant.identity.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(this.key!);
      return json(200, {
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    json(404, { error: 'not_found' });
  }
}
