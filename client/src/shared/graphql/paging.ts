/**
 * The next page of a paged list appended to the pages already shown, for `fetchMore`'s
 * `updateQuery`. An item already shown (the list moved between requests) is not repeated; the
 * page's other fields (currentPage, hasNextPage…) are the new page's.
 */
export function appendPage<K extends string, P extends { [k in K]: ReadonlyArray<{ id: string }> }>(
  previous: P,
  next: P,
  key: K,
): P {
  const seen = new Set(previous[key].map((item) => item.id));
  return { ...next, [key]: [...previous[key], ...next[key].filter((item) => !seen.has(item.id))] };
}
