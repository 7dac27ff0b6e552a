import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PageHead, renderPageHead, renderPreloadImage } from './page-head';

/** A page of the client as built: the file and the brotli and gzip copies the build wrote. */
export interface BuiltPage {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export function readPage(file: string): BuiltPage | null {
  if (!existsSync(file)) {
    return null;
  }
  const copy = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : null;
  return { raw: readFileSync(file), br: copy('.br'), gzip: copy('.gz') };
}

/**
 * CSP sources (`'sha256-…'`) of the page's inline scripts (the theme chosen before first paint),
 * so the policy allows exactly those and no other inline code.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1]) && match[2].trim() !== '') {
      hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
    }
  }
  return hashes;
}

/**
 * The head up to the app's first script, with the stylesheets moved there (`start`), and the rest
 * (`before`): a page's picture preload goes between them, so that on a slow link the stylesheet
 * and the picture get their connections before the scripts do (HTTP/1.1 opens six per host).
 */
function earlyFirst(head: string): { start: string; before: string } {
  const firstScript = head.search(/<script\b[^>]*\bsrc=|<link\b[^>]*rel="modulepreload"/i);
  if (firstScript < 0) {
    return { start: head, before: '' };
  }
  const stylesheets: string[] = [];
  const rest = head
    .slice(firstScript)
    .replace(/[ \t]*<link\b[^>]*rel="stylesheet"[^>]*>\n?/gi, (tag) => {
      stylesheets.push(tag.trim());
      return '';
    });
  const start = head.slice(0, firstScript).replace(/[ \t]*$/, '');
  return {
    start: stylesheets.length ? `${start}    ${stylesheets.join('\n    ')}\n` : start,
    before: rest.startsWith('<') ? `    ${rest}` : rest,
  };
}

const SCRIPT_TAGS =
  /[ \t]*<(?:script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>|link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>)\n?/gi;

/**
 * The head without the app's script tags, and an inline script that adds them once what the
 * server drew has been painted, with the pictures it drew with high priority loaded and decoded
 * (or failed; at most 3 s): on a slow link the page's few kilobytes come first instead of sharing it with the
 * scripts' hundred and seventy, and on a fast one the first frame is not held behind them.
 */
function scriptsAfterPictures(parts: string[]): { parts: string[]; loader: string } {
  let main = '';
  const preloads: string[] = [];
  const rest = parts.map((part) =>
    part.replace(SCRIPT_TAGS, (_tag, src?: string, href?: string) => {
      if (src) {
        main = src;
      } else if (href) {
        preloads.push(href);
      }
      return '';
    }),
  );
  if (!main) {
    return { parts, loader: '' };
  }
  const loader =
    `(function(){var done=false;function start(){if(done){return;}done=true;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';` +
    `s.src=${JSON.stringify(main)};document.head.appendChild(s);}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(start,0);});}` +
    `var imgs=document.querySelectorAll('#first-tiles img[fetchpriority=high]');var left=imgs.length;` +
    `function one(){left-=1;if(left===0){painted();}}` +
    // decoded, not only loaded: a picture decoded while the scripts run is painted after them
    `for(var i=0;i<imgs.length;i+=1){if(imgs[i].decode){imgs[i].decode().then(one,one);}` +
    `else if(imgs[i].complete){left-=1;}else{` +
    `imgs[i].addEventListener('load',one);imgs[i].addEventListener('error',one);}}` +
    `if(left===0){painted();}setTimeout(start,3000);})();`;
  return { parts: rest, loader };
}

/** The title and description the build wrote: a page's own head tags take their place. */
const BUILT_HEAD_TAGS = [/\s*<title>[\s\S]*?<\/title>/i, /\s*<meta\s+name="description"[^>]*>/i];

/**
 * The built client's index.html: sent as built (precompressed) for most routes, or with the head
 * tags of one page (a post, a profile) so link previews and search engines see that page.
 */
export class ClientShell {
  private constructor(
    /** The shell as built; null when the client is not built (the API runs alone). */
    readonly page: BuiltPage | null,
    private readonly template: {
      start: string;
      before: string;
      after: string;
      /** `before` and `after` without the script tags, for pages with pictures the server drew */
      beforeDeferred: string;
      afterDeferred: string;
      loader: string;
    } | null,
    /** CSP script sources for the shell's inline scripts. */
    readonly inlineScriptHashes: string[] = [],
  ) {}

  static load(clientDir: string): ClientShell {
    const page = readPage(join(clientDir, 'index.html'));
    if (!page) {
      return new ClientShell(null, null);
    }
    const html = BUILT_HEAD_TAGS.reduce((text, tag) => text.replace(tag, ''), page.raw.toString());
    const end = html.search(/<\/head>/i);
    if (end < 0) {
      return new ClientShell(page, null, inlineScriptHashes(page.raw.toString()));
    }
    const { start, before } = earlyFirst(html.slice(0, end));
    const after = html.slice(end);
    // the build puts the app's script in the head; the unbuilt index.html (tests) in the body
    const deferred = scriptsAfterPictures([before, after]);
    const loader = deferred.loader ? `<script>${deferred.loader}</script>` : '';
    return new ClientShell(
      page,
      {
        start,
        before,
        after,
        beforeDeferred: deferred.parts[0],
        afterDeferred: deferred.parts[1],
        loader,
      },
      inlineScriptHashes(page.raw.toString() + loader),
    );
  }

  /**
   * The shell carrying `head`'s tags, and `body` (markup drawn before the app's script runs) at
   * the end of its body; null when there is no built shell to fill.
   */
  render(head: PageHead, body = ''): string | null {
    if (!this.template) {
      return null;
    }
    // with a first screen drawn in the page, the app's scripts start once it is painted
    const deferred = body !== '' && this.template.loader !== '';
    const after = body
      ? (deferred ? this.template.afterDeferred : this.template.after).replace(
          /<\/body>/i,
          `${body}\n  ${deferred ? this.template.loader : ''}\n  </body>`,
        )
      : this.template.after;
    const preload = renderPreloadImage(head);
    const start = preload ? `${this.template.start}    ${preload}\n` : this.template.start;
    const before = deferred ? this.template.beforeDeferred : this.template.before;
    return `${start}${before}  ${renderPageHead(head)}\n  ${after}`;
  }
}
