import { createImpressionBatcher, type ImpressionBatcher } from './impression-batcher';
import { sendAdEvents } from './send-ad-events';

let batcher: ImpressionBatcher | null = null;

/** The page view's batcher, started with the first impression; it flushes when the page hides. */
function pageBatcher(): ImpressionBatcher {
  if (!batcher) {
    const started = createImpressionBatcher(sendAdEvents);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') {
        started.flush(true);
      }
    });
    window.addEventListener('pagehide', () => started.flush(true));
    batcher = started;
  }
  return batcher;
}

export function recordImpression(adId: string, viewerToken: string): void {
  pageBatcher().record(adId, viewerToken);
}
