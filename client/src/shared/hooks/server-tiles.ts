/**
 * What the server draws into a page's HTML (`#first-tiles`: the home page's first gallery tiles,
 * a post page's picture, server/src/seo/adapters/web/first-tiles.html.ts; a profile's or the
 * explorer's head, first-screen.html.ts): it paints before the script runs and stands exactly
 * where the app then draws its own, which replaces it.
 */
const ID = 'first-tiles';

/** Longest wait for the app's own pictures before its tiles replace the server's anyway. */
const MAX_WAIT_MS = 2000;
/** The app's pictures fade in on load (220 to 300 ms): replaced once the fade is done. */
const FADE_MS = 320;

function serverTiles(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(ID);
}

/** Removes the server's tiles at once (the page has no gallery to draw, or another page shows). */
export function releaseServerTiles(): void {
  serverTiles()?.remove();
}

/** Removes the server's tiles when the app shows another page than the one they were drawn for. */
export function releaseServerTilesOff(pathname: string): void {
  const tiles = serverTiles();
  if (tiles && tiles.dataset.path !== pathname) {
    tiles.remove();
  }
}

/**
 * Removes the server's tiles once the app's pictures within the first screen of `grid` have
 * loaded and faded in, so the swap shows nothing: same boxes, same pictures.
 */
export function releaseServerTilesOver(grid: HTMLElement): () => void {
  if (!serverTiles()) {
    return () => undefined;
  }
  const pending = [...grid.querySelectorAll('img')].filter(
    (img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight,
  );
  let done = false;
  let timer = 0;
  const finish = () => {
    if (!done) {
      done = true;
      window.clearTimeout(timer);
      window.setTimeout(releaseServerTiles, FADE_MS);
    }
  };
  timer = window.setTimeout(finish, MAX_WAIT_MS);
  let left = pending.length;
  if (left === 0) {
    finish();
  }
  for (const img of pending) {
    const settled = () => {
      left -= 1;
      if (left === 0) {
        finish();
      }
    };
    img.addEventListener('load', settled, { once: true });
    img.addEventListener('error', settled, { once: true });
  }
  return () => {
    done = true;
    window.clearTimeout(timer);
  };
}
