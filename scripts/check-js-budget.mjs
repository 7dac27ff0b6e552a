// The initial-JavaScript budget (issue 16), read from the built client: the scripts a first visit
// loads before the page can render, gzipped. A size check on files, never a timing.
//   /       index.html's entry script, its static imports and modulepreloads, and the home page's chunk
//   /p/:id  the same shell and the post page's chunk with its static imports
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'dist', 'client');
const KB = 1024;

export const BUDGETS = [
  { route: '/', page: 'src/features/discover/pages/HomePage.tsx', limit: 185 * KB },
  { route: '/p/:id', page: 'src/features/posts/pages/PostDetailPage.tsx', limit: 200 * KB },
];

function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The files index.html makes the browser fetch at once: its module scripts and modulepreloads. */
export function shellScripts(html) {
  const files = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g)) {
    files.add(match[1]);
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)) {
    files.add(match[1]);
  }
  return files;
}

/** A manifest entry's file with every chunk it imports statically, transitively. */
function withStaticImports(manifest, key, into) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) {
    return into;
  }
  into.add(entry.file);
  for (const imported of entry.imports ?? []) {
    withStaticImports(manifest, imported, into);
  }
  return into;
}

function gzippedSize(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

export function initialJs(dist = DIST) {
  const manifest = readManifest(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const shell = shellScripts(html);
  const byFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  for (const file of [...shell]) {
    withStaticImports(manifest, byFile.get(file), shell);
  }
  return BUDGETS.map(({ route, page, limit }) => {
    if (!manifest[page]) {
      throw new Error(`${page} is not in the build manifest`);
    }
    const files = withStaticImports(manifest, page, new Set(shell));
    const sizes = [...files]
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzip: gzippedSize(dist, file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    return { route, limit, total, sizes };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const { route, limit, total, sizes } of initialJs()) {
    const over = total > limit;
    failed ||= over;
    console.log(`${over ? 'FAIL' : 'ok  '} ${route}: ${kb(total)} gzipped (budget ${kb(limit)})`);
    if (over || process.argv.includes('--verbose')) {
      for (const { file, gzip } of sizes) {
        console.log(`       ${kb(gzip).padStart(9)}  ${file}`);
      }
    }
  }
  process.exitCode = failed ? 1 : 0;
}
