/** Resolves the bearer token a graphql-ws client sends in its connection params. */
export abstract class SubscriptionAuthenticator {
  /**
   * The authenticated principal, or null for a missing or invalid token; throws when the token
   * cannot be checked right now (the socket is then closed with a retryable code).
   */
  abstract authenticate(authorization: string | undefined): Promise<unknown>;
}
