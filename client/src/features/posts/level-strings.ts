/**
 * Spanish strings of content levels on posts: the veil of the post page and 'Mostrar' on tiles.
 * Apart from postsStrings, which the gallery's first load carries: these load with their screens.
 */
export const levelStrings = {
  explicitNotice: 'Contenido explícito',
  explicitText: 'Solo lo ven las personas adultas que activaron el contenido explícito.',
  enableExplicit: 'Activar contenido explícito',
  sensitiveBadge: 'Sensible',
  reveal: 'Mostrar',
  revealFailed: 'No se pudo mostrar la publicación. Inténtalo de nuevo.',
} as const;
