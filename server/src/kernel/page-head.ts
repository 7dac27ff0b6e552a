/** What a link preview (Open Graph, Twitter cards) and a search engine read of one page. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page; none for pages that have no address of their own to share. */
  canonicalUrl?: string;
  type: 'website' | 'article' | 'profile';
  /** Absolute URL of the picture a preview shows. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** Keeps the page out of search results (hidden posts). */
  noindex?: boolean;
  /**
   * The page's largest picture, preloaded from the head (`srcset` and `sizes` exactly as the page's
   * `<picture>` asks for them) so it loads alongside the scripts rather than after them.
   */
  preloadImage?: { type: string; srcset: string; sizes: string };
}
