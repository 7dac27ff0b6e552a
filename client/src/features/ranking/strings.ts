/** Spanish UI strings of the ranking feature. */
export const rankingStrings = {
  rankingTitle: 'Ranking',
  rankingDescription: 'Los creadores más destacados de la comunidad aparecerán aquí.',
} as const;
