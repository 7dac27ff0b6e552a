/** Spanish UI strings of the ranking feature. */
export const rankingStrings = {
  rankingTitle: 'Ranking',
  rankingIntro: 'Los creadores más destacados de la comunidad.',
  periods: 'Periodo del ranking',
  weekly: 'Semanal',
  monthly: 'Mensual',
  all: 'Histórico',
  scoreExplanation:
    'La puntuación suma 3 puntos por cada me gusta, 1 punto por cada vista diaria, 5 puntos por cada seguidor nuevo y los puntos de los retos diarios (100, 50 y 25 para los 3 primeros) en el periodo.',
  challengeBreakdown: (points: string) => ` · ${points} de retos`,
  points: (score: string) => `${score} pts`,
  breakdown: (likes: string, views: string, followers: string) =>
    `${likes} me gusta × 3 · ${views} vistas × 1 · ${followers} seguidores × 5`,
  position: (position: number) => `Puesto ${position}`,
  podium: 'Podio',
  list: 'Clasificación',
  empty: 'Todavía no hay actividad en este periodo.',
  error: 'No se pudo cargar el ranking.',
  retry: 'Reintentar',
  loading: 'Cargando ranking…',
} as const;
