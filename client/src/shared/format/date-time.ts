/**
 * A moment as Spanish writes it in full, "6/1/2026, 9:05:03" in the viewer's time zone: what
 * `toLocaleString('es')` gives, without it. The first Intl call of a page loads the locale's data
 * (about 20 ms on a phone, inside the render of a post page); a tooltip is not worth that.
 */
export function formatDateTime(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) {
    return '';
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}, ` +
    `${d.getHours()}:${two(d.getMinutes())}:${two(d.getSeconds())}`
  );
}
