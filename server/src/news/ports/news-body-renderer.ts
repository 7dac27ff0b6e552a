/** Turns a Markdown body into HTML that is safe to put in a page or a feed as it is. */
export abstract class NewsBodyRenderer {
  /** With `baseUrl`, links and images given as paths become absolute (feeds). */
  abstract render(markdown: string, baseUrl?: string): string;
}
