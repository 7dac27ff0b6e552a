/** Spanish UI strings of account settings and its "Tus datos" section. */
export const yourDataStrings = {
  pageTitle: 'Ajustes de la cuenta',
  pageIntro: 'Gestiona tu cuenta y tus datos personales.',
  signInRequired: 'Inicia sesión para ver los ajustes de tu cuenta.',
  signIn: 'Ingresar',
  sectionTitle: 'Tus datos',
  sectionIntro:
    'Puedes descargar una copia de todo lo que compartiste en Mixel o eliminar tu cuenta (Ley 1581 de 2012 y RGPD).',
  exportTitle: 'Descargar mis datos',
  exportText:
    'Preparamos un archivo .zip con tu perfil, tus publicaciones con sus originales, comentarios, me gusta, seguimientos, generaciones y movimientos de créditos. Te avisaremos con una notificación cuando esté listo.',
  exportButton: 'Descargar mis datos',
  exportAgain: 'Preparar un archivo nuevo',
  exportStarted: 'Estamos preparando tus datos. Te avisaremos cuando estén listos.',
  exportFailedToStart: 'No pudimos empezar a preparar tus datos. Inténtalo de nuevo.',
  pending: 'Preparando tu archivo… Puedes salir de esta página: te avisaremos.',
  ready: (size: string, until: string) =>
    `Tu archivo está listo (${size}). Disponible hasta el ${until}.`,
  download: 'Descargar archivo',
  failed: 'No pudimos preparar tu archivo.',
  expired: 'Tu último archivo caducó y se borró.',
  loadFailed: 'No pudimos cargar el estado de tus datos.',
  deleteTitle: 'Eliminar cuenta',
  deleteText:
    'Se borrarán para siempre tu perfil, tus publicaciones y sus archivos, comentarios, me gusta, seguidores y notificaciones. Tus movimientos de créditos se conservan sin tu nombre por obligaciones contables. Esta acción no se puede deshacer.',
  deleteButton: 'Eliminar cuenta',
  dialogTitle: '¿Eliminar tu cuenta para siempre?',
  dialogText: (handle: string) =>
    `Vas a eliminar la cuenta @${handle} y todo su contenido. Si quieres una copia, descarga tus datos antes.`,
  handleLabel: (handle: string) => `Escribe tu usuario (${handle}) para confirmar`,
  passwordLabel: 'Contraseña',
  passwordHint: 'Si ingresas solo con un proveedor externo, déjala vacía.',
  cancel: 'Cancelar',
  confirmDelete: 'Eliminar mi cuenta',
  deleting: 'Eliminando…',
  deleted: 'Tu cuenta fue eliminada. Gracias por haber sido parte de Mixel.',
  deleteFailed: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.',
} as const;
