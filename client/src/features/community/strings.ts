/** Spanish UI strings of the community feature. */
export const communityStrings = {
  groupTitle: 'Grupos',
  groupDescription: 'Crea grupos y comparte con otros creadores. Próximamente.',
} as const;
