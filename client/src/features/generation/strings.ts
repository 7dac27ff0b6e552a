/** Spanish UI strings of the generation feature. */
export const generationStrings = {
  createTitle: 'Generador de Imagenes con AI',
  createDescription:
    'Describe lo que imaginas y Mixel lo convertirá en imágenes. El generador estará disponible muy pronto.',
  promptLabel: 'Tu idea',
} as const;
