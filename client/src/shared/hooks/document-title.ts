import { useEffect } from 'react';

const SITE = 'Mixel';

/** The browser tab's text for a page: "Grupos · Mixel"; the site's name alone without one. */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim().replace(/\s+/g, ' ');
  return name ? `${name} · ${SITE}` : SITE;
}

/**
 * Names the page in the browser tab (and in history and bookmarks); every page calls it, with
 * null while what it names is loading.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
