import { escapeHtml } from '../../../platform/web/page-head';
import type { Profile } from '../../domain/share-card';
import { FIRST_TILES_ID } from './first-tiles.html';

/**
 * The head of a page whose first screen is text the app can only draw once its scripts and data
 * have come (a profile's name, the explorer's title and introduction), drawn by the server where
 * the app then draws it, so a phone on a slow link reads it a second or two sooner. It is only
 * a picture of what comes: hidden from assistive technology (the app's own heading follows),
 * opaque over what the app draws under it meanwhile, and removed when the app draws its own.
 */

/** The page's box as the app lays it out (layout.css .app__content: under the header, beside the side bar). */
const CONTENT_BOX = `#${FIRST_TILES_ID}{position:absolute;z-index:1;top:7rem;left:0;right:0;margin:0;background:var(--color-bg)}
@media (min-width:768px){#${FIRST_TILES_ID}{top:4rem;left:5rem}}`;

/** A profile's head (profile.css .page, .profile-head): avatar, name, handle, room for the counts. */
const PROFILE_STYLE = `${CONTENT_BOX}
#${FIRST_TILES_ID} .fs-page{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 0}
#${FIRST_TILES_ID} .fs-head{display:grid;grid-template-columns:auto minmax(0,1fr);align-items:center;gap:1rem 1.25rem;margin-bottom:1.5rem}
#${FIRST_TILES_ID} .fs-text{display:grid;gap:.25rem;min-width:0}
#${FIRST_TILES_ID} .fs-name{margin:0;font-size:var(--text-2xl);font-weight:800;line-height:var(--leading-tight);letter-spacing:-0.015em;overflow-wrap:anywhere}
#${FIRST_TILES_ID} .fs-handle{margin:0;min-height:1.55rem;color:var(--color-text-muted);overflow-wrap:anywhere}
#${FIRST_TILES_ID} .fs-line{margin:0;font-size:var(--text-sm)}
#${FIRST_TILES_ID} .avatar{box-shadow:0 0 0 4px var(--color-surface),0 0 0 6px color-mix(in srgb,var(--color-primary) 45%,transparent)}
@media (min-width:768px){#${FIRST_TILES_ID} .fs-page{padding:2rem 2rem 0}}`;

/** The explorer's head (gallery.css .discover-page, __title, __note). */
const EXPLORER_STYLE = `${CONTENT_BOX}
#${FIRST_TILES_ID} .fs-page{padding:.75rem .75rem 0}
#${FIRST_TILES_ID} .fs-title{margin:0 0 1rem;font-size:var(--text-xl);font-weight:700;line-height:var(--leading-tight);letter-spacing:-0.015em}
#${FIRST_TILES_ID} .fs-note{margin:-.5rem 0 1rem;color:var(--color-text-muted);font-size:var(--text-sm)}
@media (min-width:768px){#${FIRST_TILES_ID} .fs-page{padding:1rem 1.5rem 0}#${FIRST_TILES_ID} .fs-title{font-size:var(--text-2xl)}}`;

/** The explorer's heading and introduction, as the client's discover strings write them. */
export const EXPLORER_HEAD = {
  title: 'Explorar',
  intro: 'Descubre lo que está en tendencia en la comunidad.',
} as const;

function screen(style: string, path: string, content: string): string {
  return (
    `<style>${style}</style>` +
    `<div id="${FIRST_TILES_ID}" data-path="${escapeHtml(path)}" aria-hidden="true">` +
    `<div class="fs-page">${content}</div></div>`
  );
}

/** Avatar (the picture, or the initial on the brand gradient), display name and handle. */
export function renderProfileHead(profile: Profile, path: string): string {
  const name = profile.fullname || profile.name;
  const avatar = profile.image
    ? `<img src="${escapeHtml(profile.image)}" alt="" width="96" height="96" />`
    : escapeHtml(name.trim()[0] ?? '?');
  return screen(
    PROFILE_STYLE,
    path,
    `<div class="fs-head"><span class="avatar" style="width:96px;height:96px;font-size:40px">${avatar}</span>` +
      `<div class="fs-text"><p class="fs-name">${escapeHtml(name)}</p>` +
      `<p class="fs-handle">@${escapeHtml(profile.name)}</p>` +
      // the rows of counts the app writes under the handle, so the name stands where it will
      `<p class="fs-line">&nbsp;</p><p class="fs-line">&nbsp;</p></div></div>`,
  );
}

export function renderExplorerHead(path: string): string {
  return screen(
    EXPLORER_STYLE,
    path,
    `<p class="fs-title">${escapeHtml(EXPLORER_HEAD.title)}</p>` +
      `<p class="fs-note">${escapeHtml(EXPLORER_HEAD.intro)}</p>`,
  );
}
