/** Entries of the search panel without text that the arrow keys move through (links). */
export const SEARCH_ITEM_SELECTOR = '[data-search-item]';

/** The suggestions listbox of the panel `panelId`. */
export function listboxId(panelId: string): string {
  return `${panelId}-listbox`;
}

/** The id of the listbox's option at `index` (aria-activedescendant names it). */
export function optionId(panelId: string, index: number): string {
  return `${panelId}-option-${index}`;
}
