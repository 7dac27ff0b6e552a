/** Spanish UI strings of the news feature. */
export const newsStrings = {
  newsTitle: 'Novedades',
  newsDescription: 'Las novedades de la comunidad y de Mixel aparecerán aquí.',
} as const;
