/** Spanish UI strings of the error pages (exact spec wording). */
export const errorsStrings = {
  notFoundTitle: 'Parece que algo salió mal.',
  notFoundTabTitle: 'Página no encontrada',
  notFoundText:
    'Lo sentimos, no encontramos esa página. Encontrarás mucho que explorar en la página de inicio.',
  notFoundLink: 'Volver a la página de inicio',
} as const;
