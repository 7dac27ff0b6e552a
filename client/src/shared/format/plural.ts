/**
 * A count with its noun in Spanish: singular for exactly 1 (`1 crédito`), plural otherwise,
 * fractions and zero included (`0,5 créditos`, `0 anuncios`). `shown` is the count as written.
 */
export function plural(
  count: number,
  singular: string,
  pluralForm: string,
  shown: string = String(count),
): string {
  return `${shown} ${count === 1 ? singular : pluralForm}`;
}
