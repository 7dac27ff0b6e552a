/**
 * Slot for the wide-screen filter strip ('Filtros', grid type buttons, recent-search chips).
 * Renders nothing until the discover work enables filters.
 */
export function FilterStrip() {
  return null;
}
