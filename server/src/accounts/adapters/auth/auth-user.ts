import { User } from '../../domain/user';

/** What a verified bearer token resolves to; set as `request.user` by the JWT strategy. */
export interface AuthUser {
  user: User;
  sessionId: string;
}

export const JWT_ISSUER = 'mixel';
export const JWT_AUDIENCE = 'mixel-api';
export const JWT_SECRET = Symbol('JWT_SECRET');
