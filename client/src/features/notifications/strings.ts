/** Spanish UI strings of the notifications feature. */
export const notificationsStrings = {
  bellLabel: 'Notificaciones',
  unread: 'sin leer',
  title: 'Notificaciones',
  close: 'Cerrar notificaciones',
  listLabel: 'Lista de notificaciones',
  loading: 'Cargando notificaciones',
  empty: 'No tienes notificaciones por ahora.',
  emptyHint: 'Cuando alguien te siga, comente o le guste tu contenido lo verás aquí.',
  markAll: 'Marcar todas como leídas',
  markAllFailed: 'No se pudieron marcar como leídas. Inténtalo de nuevo.',
  loadMore: 'Ver más',
  loadingMore: 'Cargando…',
  retry: 'Reintentar',
  /** Spec wording when the notifications call is refused (visitor or expired session). */
  signInRequired: 'Inicia sesión para ver tus notificaciones',
  signIn: 'Ingresar',
  loadFailed: 'No pudimos cargar tus notificaciones.',
  unreadItem: 'Sin leer',
  bellWithCount: (count: string) => `Notificaciones (${count} sin leer)`,
  /** The sentence after the actor's name, per typeNotification. */
  sentences: {
    'upload-image': 'publicó una nueva imagen',
    'like-image': 'le gustó tu publicación',
    comment: 'comentó tu publicación',
    mentionInMyImage: 'te mencionó',
    responding: 'respondió a tu comentario',
    'like-comment': 'le gustó tu comentario',
    follow: 'empezó a seguirte',
    'report-resolved': 'revisó tu denuncia',
    'content-hidden': 'ocultó tu contenido por incumplir las normas',
    'appeal-resolved': 'revisó tu apelación',
    'campaign-rejected': 'rechazó tu campaña',
    'data-export-ready': 'preparó tus datos para descargar',
    'group-invite': 'te invitó a un grupo',
  } as Record<string, string>,
  fallbackSentence: 'tiene novedades para ti',
  /** A grouped item: after '<actor> y N personas más', per typeNotification. */
  groupedSentences: {
    'like-image': 'les gustó tu publicación',
    comment: 'comentaron tu publicación',
    'like-comment': 'les gustó tu comentario',
  } as Record<string, string>,
  groupedFallback: 'tienen novedades para ti',
  andOthers: (n: number) => (n === 1 ? 'y 1 persona más' : `y ${n} personas más`),
  /** challenge-win: the whole sentence (the winner is the recipient). */
  challengeWin: (rank: number, title: string) =>
    `¡Tu publicación quedó ${rank}.º en el reto «${title}»! Ganaste puntos para el ranking.`,
} as const;
