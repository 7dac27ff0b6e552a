import { ViewerTokens } from '../ports/viewer-tokens';

/** Unit tests' viewer tokens: `ok:<viewer key>`; anything else is forged. */
export class PlainViewerTokens extends ViewerTokens {
  issue(viewerKey: string | null) {
    const key = viewerKey ?? 'v:new';
    return { token: `ok:${key}`, viewerKey: key };
  }
  verify(token: string | null | undefined) {
    return token?.startsWith('ok:') ? token.slice(3) : null;
  }
}
