import { creditsLabel, formatCreditAmount } from '../../shared/format/credits';
import { plural } from '../../shared/format/plural';

/** Spanish UI strings of the advertising centre. */
export const adsStrings = {
  dashboardTitle: 'Centro de publicidad',
  dashboardIntro: 'Gestiona tus campañas, anuncios y resultados desde un solo lugar.',
  createCampaignTitle: 'Crear campaña',
  duplicateCampaignTitle: 'Duplicar campaña',
  campaignsTitle: 'Mis campañas',
  campaignsIntro: 'El estado, el presupuesto y las acciones de todas tus campañas.',
  analyticsTitle: 'Analíticas de campañas',
  analyticsIntro: 'Impresiones, clics, CTR y gasto por día, por campaña y por anuncio.',
  insightsTitle: 'Estadísticas del anuncio',

  // navigation
  navLabel: 'Centro de publicidad',
  navDashboard: 'Resumen',
  navCreate: 'Crear campaña',
  navCampaigns: 'Campañas',
  navAnalytics: 'Analíticas',

  // signed out
  signInTitle: 'Inicia sesión para anunciarte',
  signInText:
    'Crea campañas con tus publicaciones, págalas con tus créditos y mide sus resultados.',

  // figures
  spend: 'Gasto',
  impressions: 'Impresiones',
  clicks: 'Clics',
  ctr: 'CTR',
  date: 'Fecha',
  credits: (n: number) => creditsLabel(n),
  balance: 'Tu saldo',
  buyCredits: 'Comprar créditos',
  last7: 'Últimos 7 días',
  last30: 'Últimos 30 días',
  last90: 'Últimos 90 días',
  rangeLabel: 'Periodo',
  chartLabel: (what: string) => `Gráfico de impresiones y clics por día: ${what}`,
  tableCaption: 'Cifras por día',
  total: 'Total',
  loading: 'Cargando…',
  loadError: 'No pudimos cargar las cifras.',
  tryAgain: 'Reintentar',
  noData: 'Aún no hay impresiones ni clics en este periodo.',

  // dashboard
  activeCampaigns: 'Campañas activas',
  noActiveCampaigns: 'No tienes campañas activas.',
  noActiveCampaignsText: 'Crea una campaña con una de tus publicaciones para empezar a anunciarte.',
  seeAllCampaigns: 'Ver todas las campañas',
  seeAnalytics: 'Ver analíticas',

  // statuses
  status: {
    draft: 'borrador',
    active: 'activa',
    paused: 'en pausa',
    finished: 'finalizada',
    rejected: 'rechazada',
  },
  // the Mixel team's review of every advertiser's campaigns (/staff/campaigns)
  reviewTitle: 'Revisión de campañas',
  reviewIntro:
    'Campañas de todos los anunciantes, las más recientes primero. Rechaza las que incumplan las normas de anuncios: dejan de mostrarse y el presupuesto no gastado vuelve al anunciante.',
  reviewFilterLabel: 'Estado de las campañas',
  reviewTabs: {
    active: 'Activas',
    paused: 'En pausa',
    draft: 'Borradores',
    rejected: 'Rechazadas',
    finished: 'Finalizadas',
    all: 'Todas',
  },
  reviewEmpty: 'No hay campañas en este estado.',
  reviewBy: (name: string) => `de @${name}`,
  reject: 'Rechazar',
  rejectTitle: 'Rechazar campaña',
  rejectText: (name: string) =>
    `«${name}» dejará de mostrarse y su anunciante recibirá el motivo en sus notificaciones.`,
  rejectReason: 'Motivo del rechazo',
  rejectReasonHint: 'El anunciante lo leerá tal cual. Entre 1 y 500 caracteres.',
  rejectReasonRequired: 'Escribe el motivo del rechazo.',
  rejectConfirm: 'Rechazar campaña',
  rejectDone: 'Campaña rechazada. Avisamos a su anunciante.',
  rejectFailed: 'No se pudo rechazar la campaña. Inténtalo de nuevo.',
  /** Under a rejected campaign: the Mixel team's reason. */
  rejectedBecause: (reason: string) => `El equipo de Mixel la rechazó: ${reason}`,
  finishedReason: {
    budget: 'presupuesto agotado',
    ended: 'llegó a su fecha de fin',
    cancelled: 'cancelada',
  } as Record<string, string>,
  objective: { reach: 'Alcance', clicks: 'Clics' },
  objectiveHint: {
    reach: 'Muestra tu anuncio a tantas personas como sea posible.',
    clicks: 'Lleva personas a tu sitio web.',
  },
  bidModel: { CPM: 'CPM', CPC: 'CPC' },
  bidModelHint: {
    CPM: 'Pagas por cada 1000 impresiones visibles.',
    CPC: 'Pagas solo cuando alguien hace clic.',
  },

  // campaigns list
  filterLabel: 'Filtrar campañas',
  filterAll: 'Todas',
  emptyCampaigns: 'Aún no tienes campañas.',
  emptyFiltered: 'No hay campañas con este estado.',
  budgetUsed: (spent: number, budget: number) =>
    `${formatCreditAmount(spent)} de ${creditsLabel(budget)} gastados`,
  budgetUsedLabel: 'Presupuesto usado',
  schedule: (from: string, to: string | null) => (to ? `${from} – ${to}` : `Desde ${from}`),
  adsCount: (n: number) => plural(n, 'anuncio', 'anuncios'),
  pause: 'Pausar',
  resume: 'Reanudar',
  launch: 'Lanzar',
  duplicate: 'Duplicar',
  cancel: 'Cancelar campaña',
  analytics: 'Analíticas',
  paused: 'Campaña en pausa.',
  resumed: 'Campaña activa de nuevo.',
  launched: 'Campaña lanzada.',
  cancelled: 'Campaña cancelada. Lo no gastado volvió a tus créditos.',
  cancelTitle: 'Cancelar campaña',
  cancelText: (name: string) =>
    `La campaña «${name}» dejará de mostrarse para siempre y los créditos no gastados volverán a tu saldo. No se puede deshacer.`,
  cancelConfirm: 'Sí, cancelar campaña',
  keep: 'No, mantenerla',
  actionsFor: (name: string) => `Acciones de ${name}`,

  // create wizard
  steps: {
    objective: 'Objetivo',
    ads: 'Anuncios',
    audience: 'Audiencia',
    budget: 'Presupuesto',
    review: 'Revisión',
  },
  stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
  next: 'Siguiente',
  back: 'Atrás',
  saveDraft: 'Guardar borrador',
  launchCampaign: 'Lanzar campaña',
  draftSaved: 'Borrador guardado.',
  campaignLaunched: 'Campaña lanzada: ya se está mostrando.',
  fixErrors: 'Revisa los campos marcados.',
  name: 'Nombre de la campaña',
  namePlaceholder: 'Ej.: Lanzamiento de primavera',
  objectiveLabel: 'Objetivo',
  creativesLabel: 'Elige la creatividad',
  creativesHint:
    'Tus publicaciones públicas y las subidas como anuncio (solo visibles como anuncio). Hasta 5 anuncios.',
  creativesEmpty: 'Aún no tienes publicaciones que puedas anunciar.',
  uploadAnnouncement: 'Subir un anuncio nuevo',
  uploadAnnouncementHint:
    'Se abre en modo «Anuncio»: el contenido solo se mostrará en tus campañas.',
  processing: 'Procesando…',
  announcementBadge: 'Anuncio',
  selected: 'Seleccionada',
  adN: (n: number) => `Anuncio ${n}`,
  removeAd: 'Quitar',
  cta: 'Llamada a la acción',
  destination: 'Enlace de destino',
  destinationHint: 'Solo https://. Es donde llega quien hace clic.',
  categoriesLabel: 'Categorías',
  categoriesHint: 'Sin categorías ni hashtags, tu anuncio se muestra a todo el mundo.',
  hashtagsLabel: 'Hashtags',
  hashtagsPlaceholder: 'surf, verano, recetas',
  hashtagsHint: 'Separados por comas o espacios, sin #.',
  everyone: 'Todo el mundo',
  budgetLabel: 'Presupuesto total (créditos)',
  dailyCapLabel: 'Límite diario (créditos, opcional)',
  dailyCapHint: 'Reparte el gasto a lo largo del día.',
  bidModelLabel: 'Modelo de puja',
  bidLabel: (model: 'CPM' | 'CPC') =>
    model === 'CPM' ? 'Puja por cada 1000 impresiones (créditos)' : 'Puja por clic (créditos)',
  bidHint: (min: number) => `Mínimo ${creditsLabel(min)}.`,
  startsAtLabel: 'Inicio',
  startsAtHint: 'Vacío: empieza al lanzarla.',
  endsAtLabel: 'Fin (opcional)',
  endsAtHint: 'Vacío: hasta agotar el presupuesto.',
  balanceNote: (n: number) => `Tu saldo: ${creditsLabel(n)}. El presupuesto se reserva al lanzar.`,
  previewTitle: 'Vista previa',
  previewPlaceholder: 'Elige una publicación para ver tu anuncio.',
  sponsored: 'Patrocinado',
  estimateTitle: 'Alcance estimado',
  estimateAudience: 'Audiencia (últimos 30 días)',
  estimatePeople: (n: string) => `${n} personas`,
  estimateImpressions: 'Impresiones',
  estimateClicks: 'Clics',
  estimateUpTo: (n: string) => `hasta ${n}`,
  estimateNeedsBudget: 'Indica presupuesto y puja para estimar el alcance.',
  estimateNote: (ctr: string) => `Estimación con un CTR de ${ctr}; los resultados reales varían.`,
  reviewNow: 'Al lanzarla',
  reviewNoEnd: 'Sin fecha de fin',
  reviewNoCap: 'Sin límite diario',
  reviewEdit: 'Editar',
  reviewReserve: (n: number) => `Al lanzarla se reservarán ${creditsLabel(n)} de tu saldo.`,
  copyOf: (name: string) => `Copia de ${name}`,
  notFoundCampaign: 'No encontramos la campaña a duplicar.',

  // analytics
  campaignLabel: 'Campaña',
  scopeLabel: 'Mostrar',
  scopeCampaign: 'Toda la campaña',
  noCampaigns: 'Aún no tienes campañas para analizar.',
  byAd: 'Por anuncio',
  ad: 'Anuncio',
  adInsights: 'Ver estadísticas',
  exportCsv: 'Exportar CSV',
  exported: 'CSV descargado.',

  // insights
  adNotFoundTitle: 'No encontramos este anuncio',
  adNotFoundText: 'El anuncio no existe o no es tuyo.',
  backToCampaigns: 'Volver a mis campañas',
  campaignOf: (name: string) => `Campaña: ${name}`,
  opensOn: (host: string) => `Abre ${host}`,
} as const;

export type AdsStrings = typeof adsStrings;

/** The sponsored tiles of the feeds. */
export const sponsoredStrings = {
  label: 'Patrocinado',
  /** The link's name: what it does, what it shows, and that it is an ad going to `host`. */
  linkName: (cta: string, title: string, host: string) =>
    `${cta}: ${title}. Patrocinado, abre ${host} en una pestaña nueva`,
} as const;
