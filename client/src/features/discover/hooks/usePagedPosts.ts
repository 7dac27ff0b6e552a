import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { postIds, withoutUnlisted } from '../gallery/feed-entries';
import { appendUnseen, shed } from '../gallery/post-list';
import { readSavedLayout, writeSavedLayout } from '../gallery/saved-layout';
import { discoverStrings as s } from '../strings';

export interface PostPage<T> {
  posts: readonly T[];
  cursor: string | null;
  hasNextPage: boolean;
  correctedQuery?: string | null;
}

export interface PagedPostsOptions<T> {
  /** Loads the page after `cursor` (null: the first page). */
  fetchPage: (cursor: string | null, correctedQuery: string | null) => Promise<PostPage<T>>;
  /** When set, posts and scroll position are kept in the tab under this key and restored. */
  saveKey?: string;
}

export type PagedStatus = 'loading' | 'ready' | 'error';

export interface PagedPosts<T> {
  posts: readonly T[];
  status: PagedStatus;
  error: string | null;
  hasNextPage: boolean;
  correctedQuery: string | null;
  /** Scroll position to return to, once, when the list came from a saved layout. */
  restoredScrollY: number | null;
  loadMore: () => void;
}

/** The spec's catalogue: a failing server answer versus no connection at all. */
export function feedErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) {
    return s.feedError;
  }
  return s.networkError;
}

/** Which saved posts are still shown to everyone: moderation may have hidden some meanwhile. */
const listedPostsQuery = graphql(`
  query ListedPosts($ids: [ID!]!) {
    listedPosts(ids: $ids)
  }
`);

interface ListState<T> {
  posts: readonly T[];
  cursor: string | null;
  hasNextPage: boolean;
  correctedQuery: string | null;
  restoredScrollY: number | null;
}

function initialState<T extends { id: string }>(saveKey: string | undefined): ListState<T> {
  const saved = saveKey ? readSavedLayout<T>(saveKey) : null;
  if (saved) {
    return {
      posts: saved.posts,
      cursor: saved.cursor,
      hasNextPage: saved.hasNextPage,
      correctedQuery: saved.correctedQuery ?? null,
      restoredScrollY: saved.scrollY,
    };
  }
  return {
    posts: [],
    cursor: null,
    hasNextPage: true,
    correctedQuery: null,
    restoredScrollY: null,
  };
}

/**
 * A growing list of posts loaded page by page: only unseen posts are appended, and above the
 * memory limit the oldest are shed. Mount it with a `key` per feed so a new feed starts fresh.
 */
export function usePagedPosts<T extends { id: string }>({
  fetchPage,
  saveKey,
}: PagedPostsOptions<T>): PagedPosts<T> {
  const [list, setList] = useState<ListState<T>>(() => initialState<T>(saveKey));
  const apollo = useApolloClient();
  const [status, setStatus] = useState<PagedStatus>(() =>
    list.restoredScrollY === null ? 'loading' : 'ready',
  );
  const [error, setError] = useState<string | null>(null);
  const [seen] = useState(() => new Set(list.posts.map((post) => post.id)));
  const inFlight = useRef(false);
  const listRef = useRef(list);
  const fetchRef = useRef(fetchPage);
  const mounted = useRef(true);
  useLayoutEffect(() => {
    listRef.current = list;
    fetchRef.current = fetchPage;
  });

  const loadMore = useCallback(() => {
    const state = listRef.current;
    if (inFlight.current || (!state.hasNextPage && state.posts.length > 0)) {
      return;
    }
    inFlight.current = true;
    setStatus('loading');
    setError(null);
    fetchRef
      .current(state.cursor, state.correctedQuery)
      .then((page) => {
        if (!mounted.current) {
          return;
        }
        // Computed outside the updater: `seen` is mutated, and updaters may run twice.
        const previous = listRef.current;
        const joined = appendUnseen(previous.posts, page.posts, seen);
        const next: ListState<T> = {
          posts: shed(joined).posts,
          cursor: page.cursor,
          hasNextPage: page.hasNextPage && page.cursor !== null,
          correctedQuery: previous.correctedQuery ?? page.correctedQuery ?? null,
          restoredScrollY: previous.restoredScrollY,
        };
        listRef.current = next;
        setList(next);
        setStatus('ready');
      })
      .catch((cause: unknown) => {
        if (!mounted.current) {
          return;
        }
        setError(feedErrorMessage(cause));
        setStatus('error');
      })
      .finally(() => {
        inFlight.current = false;
      });
  }, [seen]);

  // First page, unless the saved layout already brought the list back (then drop what is gone).
  useEffect(() => {
    mounted.current = true;
    if (listRef.current.posts.length === 0) {
      loadMore();
    } else {
      const ids = postIds(listRef.current.posts);
      apollo
        .query({ query: listedPostsQuery, variables: { ids }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const listed = new Set(data?.listedPosts ?? ids);
          const state = listRef.current;
          const posts = withoutUnlisted(state.posts, listed);
          if (mounted.current && posts.length < state.posts.length) {
            const anchor = firstTileInView();
            const next = { ...state, posts };
            listRef.current = next;
            setList(next);
            keepInPlace(anchor);
          }
        })
        .catch(() => undefined);
    }
    return () => {
      mounted.current = false;
    };
  }, [loadMore, apollo]);

  // Remember the list and where the reader was when they leave (a post, a reload).
  useEffect(() => {
    if (!saveKey) {
      return;
    }
    let scrollY = window.scrollY;
    const onScroll = () => {
      scrollY = window.scrollY;
    };
    const save = () => {
      const state = listRef.current;
      if (state.posts.length === 0) {
        return;
      }
      writeSavedLayout(saveKey, {
        posts: [...state.posts],
        cursor: state.cursor,
        hasNextPage: state.hasNextPage,
        correctedQuery: state.correctedQuery,
        scrollY,
        savedAt: Date.now(),
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [saveKey]);

  return {
    posts: list.posts,
    status,
    error,
    hasNextPage: list.hasNextPage,
    correctedQuery: list.correctedQuery,
    restoredScrollY: list.restoredScrollY,
    loadMore,
  };
}

/** The first post tile whose top is in the window, and where it sits. */
function firstTileInView(): { href: string; top: number } | null {
  for (const tile of document.querySelectorAll<HTMLAnchorElement>('a.post-card[href^="/p/"]')) {
    const top = tile.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight) {
      return { href: tile.getAttribute('href') ?? '', top };
    }
  }
  return null;
}

/**
 * Posts withdrawn since the layout was saved leave gaps that move the tiles after them: once the
 * grid has laid the shorter list out, the tile the reader was looking at goes back where it was.
 */
function keepInPlace(anchor: { href: string; top: number } | null): void {
  if (!anchor) {
    return;
  }
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const tile = document.querySelector(`a.post-card[href="${CSS.escape(anchor.href)}"]`);
      if (tile) {
        window.scrollBy(0, tile.getBoundingClientRect().top - anchor.top);
      }
    }),
  );
}
