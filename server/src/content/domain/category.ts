import { ContentError } from './content.error';

/** The fixed list a post's category comes from (chosen at upload, or derived from hashtags). */
export const CATEGORIES = [
  'Paisajes',
  'Naturaleza',
  'Animales',
  'Retratos',
  'Arquitectura',
  'Ciudad',
  'Viajes',
  'Arte digital',
  'Ilustración',
  'Anime',
  'Fotografía',
  'Comida',
  'Moda',
  'Deportes',
  'Abstracto',
  'Otros',
] as const;
export type Category = (typeof CATEGORIES)[number];

const KEYWORDS: ReadonlyArray<[Category, readonly string[]]> = [
  [
    'Paisajes',
    [
      'paisaje',
      'montaña',
      'montana',
      'atardecer',
      'amanecer',
      'desierto',
      'volcán',
      'volcan',
      'aurora',
      'cielo',
      'horizonte',
    ],
  ],
  [
    'Naturaleza',
    [
      'naturaleza',
      'bosque',
      'flores',
      'flor',
      'lago',
      'mar',
      'costa',
      'playa',
      'campo',
      'niebla',
      'selva',
      'río',
      'rio',
    ],
  ],
  [
    'Animales',
    ['animal', 'animales', 'perro', 'gato', 'ave', 'pájaro', 'pajaro', 'mascota', 'fauna'],
  ],
  ['Retratos', ['retrato', 'retratos', 'rostro', 'selfie', 'persona']],
  ['Arquitectura', ['arquitectura', 'edificio', 'iglesia', 'catedral', 'puente']],
  ['Ciudad', ['ciudad', 'urbano', 'calle', 'neón', 'neon', 'noche']],
  ['Viajes', ['viaje', 'viajes', 'patagonia', 'turismo', 'aventura']],
  ['Arte digital', ['arte', 'digital', 'ia', 'render', '3d', 'concept']],
  ['Ilustración', ['ilustración', 'ilustracion', 'dibujo', 'acuarela']],
  ['Anime', ['anime', 'manga']],
  ['Fotografía', ['foto', 'fotografía', 'fotografia', 'estrellas', 'astrofotografía']],
  ['Comida', ['comida', 'receta', 'postre', 'cocina']],
  ['Moda', ['moda', 'estilo', 'outfit']],
  ['Deportes', ['deporte', 'deportes', 'fútbol', 'futbol', 'surf']],
  ['Abstracto', ['abstracto', 'abstract', 'geometría', 'geometria']],
];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The chosen category, or the first one the hashtags point to, or 'Otros'. */
export function resolveCategory(chosen: string | null | undefined, hashtags: string[]): Category {
  if (chosen) {
    if (!isCategory(chosen)) {
      throw new ContentError(
        'CONTENT.INVALID_CATEGORY',
        `La categoría debe ser una de: ${CATEGORIES.join(', ')}.`,
      );
    }
    return chosen;
  }
  for (const tag of hashtags) {
    const match = KEYWORDS.find(([, words]) => words.includes(tag));
    if (match) {
      return match[0];
    }
  }
  return 'Otros';
}
