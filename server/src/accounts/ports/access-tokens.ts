export interface AccessTokenClaims {
  sessionId: string;
  userId: string;
}

export abstract class AccessTokens {
  abstract issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }>;
}
