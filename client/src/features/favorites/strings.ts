/** Spanish UI strings of the favorites feature. */
export const favoritesStrings = {
  favoriteImagesTitle: 'Imagenes Favoritas',
  favoriteImagesDescription: 'Las imágenes que marques con me gusta se reunirán aquí.',
} as const;
