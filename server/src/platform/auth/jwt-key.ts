import { createSecretKey, KeyObject } from 'node:crypto';
import type { JwtVerifyOptions } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { resolveJwtSecret } from '../config/secrets';

export const JWT_ISSUER = 'mixel';
export const JWT_AUDIENCE = 'mixel-api';
/** What an access token is checked against, over HTTP (passport-jwt) and graphql-ws alike. */
export const JWT_VERIFY = {
  algorithms: ['HS256' as const],
  issuer: JWT_ISSUER,
  audience: JWT_AUDIENCE,
} satisfies JwtVerifyOptions;
/** DI token of the HS256 key (a KeyObject) that access tokens are verified with. */
export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * The HS256 key as a KeyObject, built once: given a string, jsonwebtoken builds one on every
 * sign and verify, about a millisecond of CPU per authenticated request.
 */
export function jwtKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(resolveJwtSecret(config)));
}
