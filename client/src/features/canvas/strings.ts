/** Spanish UI strings of the canvas feature. */
export const canvasStrings = {
  canvasTitle: 'Lienzo',
  canvasDescription: 'Un lienzo para editar y combinar tus creaciones está en camino.',
} as const;
