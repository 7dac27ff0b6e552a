import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { NewsBodyRenderer } from '../../ports/news-body-renderer';

/**
 * CommonMark through markdown-it with raw HTML off (tags staff type show as text), then
 * sanitize-html as a second fence: only the tags Markdown makes, http(s)/mailto links and
 * http(s) or same-site images. Links to other sites open in a new tab, without referrer.
 */
export class MarkdownNewsBodyRenderer extends NewsBodyRenderer {
  private readonly markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

  render(markdown: string, baseUrl?: string): string {
    const absolute = (url: string) =>
      baseUrl && url.startsWith('/') && !url.startsWith('//') ? `${baseUrl}${url}` : url;
    return sanitizeHtml(this.markdown.render(markdown), {
      allowedTags: [
        'p',
        'br',
        'hr',
        'h1',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'strong',
        'em',
        's',
        'code',
        'pre',
        'blockquote',
        'ul',
        'ol',
        'li',
        'a',
        'img',
        'table',
        'thead',
        'tbody',
        'tr',
        'th',
        'td',
      ],
      allowedAttributes: {
        a: ['href', 'title', 'target', 'rel'],
        img: ['src', 'alt', 'title', 'loading', 'decoding'],
        ol: ['start'],
        th: ['style'],
        td: ['style'],
      },
      allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowedSchemesByTag: { img: ['http', 'https'] },
      allowProtocolRelative: false,
      transformTags: {
        a: (tag, attribs) => {
          const href = absolute(attribs.href ?? '');
          const external = /^https?:\/\//i.test(href) && !(baseUrl && href.startsWith(baseUrl));
          return {
            tagName: tag,
            attribs: external
              ? { ...attribs, href, target: '_blank', rel: 'noopener noreferrer nofollow' }
              : { ...attribs, href },
          };
        },
        img: (tag, attribs) => ({
          tagName: tag,
          attribs: {
            ...attribs,
            src: absolute(attribs.src ?? ''),
            loading: 'lazy',
            decoding: 'async',
          },
        }),
      },
    });
  }
}
