/** People a search shows at most (the results page's 'Personas'; suggestions ask for fewer). */
export const PEOPLE_MAX = 20;
/** People the search box's suggestions show. */
export const PEOPLE_SUGGESTED = 4;

/**
 * What a people search looks for in a (parsed) query: the text without a leading '@' ("@diego"
 * finds diego), or null when no letter or digit is left to match a handle or a name.
 */
export function peopleQuery(query: string | null): string | null {
  const bare = (query ?? '').replace(/^@+/, '').trim();
  return /[\p{L}\p{N}]/u.test(bare) ? bare : null;
}

/** How many people to list: at least one, at most PEOPLE_MAX. */
export function peopleLimit(raw: number | undefined): number {
  if (raw === undefined || !Number.isFinite(raw)) {
    return PEOPLE_SUGGESTED;
  }
  return Math.min(PEOPLE_MAX, Math.max(1, Math.floor(raw)));
}
