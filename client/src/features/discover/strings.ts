/** Spanish UI strings of the discover feature. */
export const discoverStrings = {
  homeTitle: 'Galería',
  homeDescription: 'Muy pronto verás aquí el feed y la galería con lo último de la comunidad.',
  mobileHomeTitle: 'Modo Mixel',
  mobileHomeDescription: 'La vista de inicio pensada para el móvil está en camino.',
  explorerTitle: 'Explorar',
  explorerDescription:
    'Descubre categorías, tendencias y creadores. Estamos terminando esta sección.',
  resultsTitle: 'Resultados de búsqueda',
  resultsFor: (query: string) => `Resultados para “${query}”`,
  resultsDescription: 'Muy pronto verás aquí las imágenes que coinciden con tu búsqueda.',
  searchLabel: 'Buscar',
  searchPlaceholder: 'Busca imágenes, creadores y estilos',
  searchSubmit: 'Buscar',
} as const;
