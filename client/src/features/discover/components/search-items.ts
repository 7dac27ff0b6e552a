/** Entries of the search panel that the arrow keys move through. */
export const SEARCH_ITEM_SELECTOR = '[data-search-item]';
