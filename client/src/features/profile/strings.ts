/** Spanish UI strings of the profile feature. */
export const profileStrings = {
  title: (name: string) => `Perfil de @${name}`,
  description: 'Las publicaciones, seguidores y colecciones de este perfil aparecerán aquí.',
  avatarEditorSoon: 'El editor de avatar estará disponible muy pronto.',
} as const;
