/** Spanish UI strings of the ads feature. */
export const adsStrings = {
  dashboardTitle: 'Centro de publicidad',
  dashboardDescription: 'Gestiona tus campañas, anuncios y resultados desde un solo lugar.',
  createCampaignTitle: 'Crear campaña',
  createCampaignDescription: 'Muy pronto podrás crear campañas para promocionar tu contenido.',
  campaignsTitle: 'Mis campañas',
  campaignsDescription: 'Aquí verás el estado de todas tus campañas.',
  analyticsTitle: 'Analíticas de campañas',
  analyticsDescription: 'Impresiones, clics y conversiones de tus campañas, próximamente.',
  insightsTitle: 'Estadísticas del anuncio',
  insightsDescription: (adId: string) => `Las estadísticas del anuncio ${adId} aparecerán aquí.`,
} as const;

/** The sponsored tiles of the feeds (issue 13). */
export const sponsoredStrings = {
  label: 'Patrocinado',
  /** The link's name: what it does, what it shows, and that it is an ad going to `host`. */
  linkName: (cta: string, title: string, host: string) =>
    `${cta}: ${title}. Patrocinado, abre ${host} en una pestaña nueva`,
} as const;
