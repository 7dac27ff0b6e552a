import type { Viewer } from '../../kernel/viewer';

export type { Viewer };

/**
 * What a verified bearer token resolves to; set as `request.user` by the JWT strategy (and on
 * the graphql-ws socket's request when it opens). `user` is whatever SessionVerifier answered:
 * at least the viewer, the full account for the module that provides the verifier.
 */
export interface AuthSession<U extends Viewer = Viewer> {
  user: U;
  sessionId: string;
}
