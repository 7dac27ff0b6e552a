import { readToken, safeGet } from '../../shared/session/token-storage';

let asked = 0;
let last: { user: unknown; onNews: boolean } | null = null;

/**
 * Shows or hides the dot on 'Novedades' (the `data-news-unread` attribute of the page, drawn by
 * layout.css on the bottom bar and the side navigation); never on /news itself. The server keeps
 * users' last look at /news; visitors send the newest date they saw there ('news_seen_at',
 * stored by news-read.ts). A chunk of its own: the shell only loads it after the first render;
 * it asks again whenever the session user is fetched anew (sign-in, window focus).
 */
export async function showNewsDot(user: unknown, pathname: string): Promise<void> {
  const onNews = pathname.startsWith('/news');
  // still checking the session, or nothing changed since the last answer
  if (user === undefined || (last && last.user === user && last.onNews === onNews)) {
    return;
  }
  last = { user, onNews };
  const call = ++asked;
  const root = document.documentElement;
  if (onNews) {
    root.removeAttribute('data-news-unread');
    return;
  }
  const token = readToken();
  try {
    const response = await fetch(
      `/api/news/status?since=${encodeURIComponent(safeGet('news_seen_at') ?? '')}`,
      token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    );
    const body = (await response.json()) as { data?: { unread?: boolean | null } };
    // a later call (the user opened /news meanwhile) decides
    if (call === asked) {
      root.toggleAttribute('data-news-unread', body.data?.unread === true);
    }
  } catch {
    // no dot when the server cannot say
  }
}
