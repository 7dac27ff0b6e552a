/** Spanish UI strings of the feedback feature. */
export const feedbackStrings = {
  title: 'Enviar feedback',
  soon: 'Muy pronto podrás contarnos qué te parece Mixel con un emoji y un comentario. ¡Gracias por ayudarnos a mejorar!',
  close: 'Cerrar',
} as const;
