/** Spanish UI strings of the favorites feature. */
export const favoritesStrings = {
  favoriteImagesTitle: 'Imagenes Favoritas',
  favoriteImagesIntro: 'Las imágenes que marcaste con me gusta, la más reciente primero.',
  favoritesLabel: 'Imágenes que te gustan',
  emptyTitle: 'Aún no tienes favoritas',
  emptyText: 'Dale me gusta a las imágenes que te inspiren y las reuniremos aquí.',
  goGallery: 'Ir a la galería',
  signInTitle: 'Inicia sesión para ver tus favoritas',
  signInText: 'Guarda las imágenes que te gustan y vuelve a ellas cuando quieras.',
} as const;
