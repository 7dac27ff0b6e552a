export const HIDE_AFTER_PX = 80;
export const SHOW_NEAR_TOP_PX = 10;
export const SCROLL_CHECK_MS = 100;

/**
 * Decides whether the narrow-screen header shows, given the previous and current scroll offsets:
 * shown near the top, hidden when moving down past 80 px, shown again when moving up.
 */
export function nextHeaderVisibility(
  previousY: number,
  currentY: number,
  visible: boolean,
): boolean {
  if (currentY <= SHOW_NEAR_TOP_PX) {
    return true;
  }
  if (currentY > previousY && currentY > HIDE_AFTER_PX) {
    return false;
  }
  if (currentY < previousY) {
    return true;
  }
  return visible;
}
