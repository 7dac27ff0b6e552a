/** Spanish UI strings of the app shell (navigation, header, bottom bar). */
export const layoutStrings = {
  skipToContent: 'Saltar al contenido',
  homeLink: 'Mixel, ir al inicio',
  mainNav: 'Navegación principal',
  bottomNav: 'Navegación inferior',
  // side navigation (spec wording)
  navHome: 'Inicio',
  navHomePage: 'Página de inicio',
  navProfile: 'Ver mi perfil',
  navNews: 'Novedades',
  navFavorites: 'Imagenes Favoritas',
  navGenerator: 'Generador de Imagenes con AI',
  navRanking: 'Ranking',
  navGroups: 'Grupos',
  navChallenges: 'Retos diarios',
  navCanvas: 'Lienzo',
  navGallery: 'Galería',
  // bottom bar
  barHome: 'Inicio',
  barExplore: 'Explorar',
  barUpload: 'Subir',
  barSearch: 'Buscar',
  barNews: 'Novedades',
  barProfile: 'Perfil',
  // header
  signIn: 'Ingresar',
  signUp: 'Registrarse',
  create: 'Crear',
  uploadTooltip: 'Subir Imagen',
  sessionLoading: 'Cargando sesión',
  // a page that failed to load or render
  pageErrorTitle: 'Parece que algo salió mal.',
  pageErrorText: 'No pudimos mostrar esta página. Revisa tu conexión y vuelve a intentarlo.',
  pageErrorReload: 'Recargar',
  // floating menu
  quickMenu: 'Accesos rápidos',
  quickCreate: 'Crear con IA',
  quickFavorites: 'Imagenes Favoritas',
  quickRanking: 'Ranking',
} as const;
