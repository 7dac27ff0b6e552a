/** Spanish UI strings of the posts feature. */
export const postsStrings = {
  detailTitle: 'Publicación',
  detailDescription: 'El detalle de la publicación y sus comentarios estará disponible muy pronto.',
  uploadTitle: 'Subir',
  uploadTooltip: 'Subir Imagen',
  uploadSoon:
    'Muy pronto podrás publicar tus imágenes y vídeos desde aquí: arrastra tu archivo, añade un título y compártelo con la comunidad.',
  close: 'Cerrar',
} as const;
