/** One item of a feed, every URL absolute and the content sanitized HTML. */
export interface FeedEntry {
  id: string;
  title: string;
  url: string;
  summary: string;
  contentHtml: string;
  published: Date;
  updated: Date;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The HTML page of the feed (/news), absolute. */
  pageUrl: string;
  /** The feed's own URL, absolute. */
  selfUrl: string;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML text node or attribute: escaped, and without characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return [...text]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return (
        (code >= 0x20 || code === 0x9 || code === 0xa || code === 0xd) &&
        code !== 0xfffe &&
        code !== 0xffff
      );
    })
    .join('')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const NEWS_AUTHOR = 'Equipo de Mixel';

/** RSS 2.0, with the whole item in content:encoded and the feed's own atom:link. */
export function renderRss(channel: FeedChannel, entries: FeedEntry[], now: Date): string {
  const x = escapeXml;
  const items = entries.map(
    (e) => `    <item>
      <title>${x(e.title)}</title>
      <link>${x(e.url)}</link>
      <guid isPermaLink="true">${x(e.url)}</guid>
      <pubDate>${e.published.toUTCString()}</pubDate>
      <dc:creator>${x(NEWS_AUTHOR)}</dc:creator>
      <description>${x(e.summary)}</description>
      <content:encoded>${x(e.contentHtml)}</content:encoded>
    </item>`,
  );
  const built = entries[0]?.updated ?? now;
  return `${HEAD}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${x(channel.title)}</title>
    <link>${x(channel.pageUrl)}</link>
    <description>${x(channel.description)}</description>
    <language>es</language>
    <lastBuildDate>${built.toUTCString()}</lastBuildDate>
    <atom:link href="${x(channel.selfUrl)}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
}

/** Atom (RFC 4287): entries identified by their permanent URL, content as escaped HTML. */
export function renderAtom(channel: FeedChannel, entries: FeedEntry[], now: Date): string {
  const x = escapeXml;
  const updated = entries.reduce(
    (max, e) => (e.updated > max ? e.updated : max),
    entries[0]?.updated ?? now,
  );
  const items = entries.map(
    (e) => `  <entry>
    <title type="text">${x(e.title)}</title>
    <id>${x(e.url)}</id>
    <link rel="alternate" type="text/html" href="${x(e.url)}" />
    <published>${e.published.toISOString()}</published>
    <updated>${e.updated.toISOString()}</updated>
    <summary type="text">${x(e.summary)}</summary>
    <content type="html">${x(e.contentHtml)}</content>
  </entry>`,
  );
  return `${HEAD}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">
  <title>${x(channel.title)}</title>
  <subtitle>${x(channel.description)}</subtitle>
  <id>${x(channel.pageUrl)}</id>
  <link rel="alternate" type="text/html" href="${x(channel.pageUrl)}" />
  <link rel="self" type="application/atom+xml" href="${x(channel.selfUrl)}" />
  <updated>${updated.toISOString()}</updated>
  <author><name>${x(NEWS_AUTHOR)}</name></author>
${items.join('\n')}
</feed>
`;
}
