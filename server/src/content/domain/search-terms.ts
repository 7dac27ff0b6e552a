import type { Post } from './post';

/** Words too common to suggest on their own. */
const STOPWORDS = new Set([
  ...['los', 'las', 'del', 'con', 'una', 'uno', 'unos', 'unas', 'por', 'para', 'que', 'sus'],
  ...['sin', 'sobre', 'entre', 'como', 'mas', 'más', 'pero', 'muy', 'este', 'esta', 'esto'],
  ...['estos', 'estas', 'ese', 'esa', 'the', 'and', 'with'],
]);

/** The words of a title worth suggesting alone: three letters or more, common words left out. */
function titleWords(title: string): string[] {
  return title
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => (w.match(/\p{L}/gu)?.length ?? 0) >= 3 && !STOPWORDS.has(w));
}

/** The suggestions a post adds (and takes back while moderation hides it). */
export function searchTermsOf(post: Pick<Post, 'title' | 'hashtags' | 'category'>) {
  const title = post.title.toLowerCase();
  return [...new Set([...post.hashtags, post.category.toLowerCase(), title, ...titleWords(title)])]
    .map((t) => t.slice(0, 100))
    .filter((t) => t.length >= 2);
}
