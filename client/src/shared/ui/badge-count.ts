/** Text of a notification badge: nothing for 0, the number up to 9, then '9+'. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) {
    return null;
  }
  return count >= 10 ? '9+' : String(Math.floor(count));
}
