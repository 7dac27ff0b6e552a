/** Spanish UI strings of the notifications feature. */
export const notificationsStrings = {
  bellLabel: 'Notificaciones',
  unread: 'sin leer',
  title: 'Notificaciones',
  empty: 'No tienes notificaciones por ahora.',
  emptyHint: 'Cuando alguien te siga, comente o le guste tu contenido lo verás aquí.',
} as const;
