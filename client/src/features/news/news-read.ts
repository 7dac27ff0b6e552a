import { safeGet, safeSet } from '../../shared/session/token-storage';

/** The shell's unread.ts sends this with a visitor's status request. */
const NEWS_SEEN_KEY = 'news_seen_at';

/** A visitor saw /news showing items up to `latest` (the server keeps it for users). */
export function markNewsRead(latest: string | null | undefined): void {
  if (latest && latest > (safeGet(NEWS_SEEN_KEY) ?? '')) {
    safeSet(NEWS_SEEN_KEY, latest);
  }
}
