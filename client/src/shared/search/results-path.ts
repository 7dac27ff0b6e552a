/** The query parameter of /results that narrows a search to one category. */
export const RESULTS_CATEGORY_PARAM = 'categoria';

/** The results page of a search (spec: /results?q={query}), optionally within a category. */
export function resultsPath(term: string, category?: string): string {
  const within = category ? `&${RESULTS_CATEGORY_PARAM}=${encodeURIComponent(category)}` : '';
  return `/results?q=${encodeURIComponent(term)}${within}`;
}
