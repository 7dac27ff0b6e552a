import type { PageHead } from '../../kernel/page-head';

export type { PageHead };

export const SITE_NAME = 'Mixel';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** The `<title>`, description, canonical link, Open Graph and Twitter card tags of a page. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined || value === ''
      ? ''
      : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image?.url),
    meta('property', 'og:image:width', head.image?.width),
    meta('property', 'og:image:height', head.image?.height),
    meta('property', 'og:image:alt', head.image?.alt),
    meta(
      'name',
      'twitter:card',
      head.image && head.type !== 'profile' ? 'summary_large_image' : 'summary',
    ),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image?.url),
    meta('name', 'twitter:image:alt', head.image?.alt),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The preload of the page's largest picture, or nothing: the shell puts it before the scripts. */
export function renderPreloadImage(head: PageHead): string {
  return head.preloadImage
    ? `<link rel="preload" as="image" type="${escapeHtml(head.preloadImage.type)}" ` +
        `imagesrcset="${escapeHtml(head.preloadImage.srcset)}" ` +
        `imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
    : '';
}
