import { Plan } from './plans';

/**
 * What a plan lets its holder do, in one place (spec §6 tiers). Every module reads these instead
 * of comparing plan names.
 */
export interface Entitlements {
  plan: Plan;
  /** Quality mode, every dimension, several images and private mode in the generator. */
  allGenerationOptions: boolean;
  /** Downloads of monetized posts without the watermark (and a commission for the uploader). */
  watermarkFreeDownloads: boolean;
  /** Clean large variants and originals of monetized posts through signed links. */
  premiumMedia: boolean;
  videoUpload: boolean;
  /** A sponsored tile every N tiles in the feeds; null shows none. */
  adEvery: number | null;
  /** 'Mejora tu plan' in the user menu. */
  showUpgrade: boolean;
  verifiedBadge: boolean;
  commercialLicence: boolean;
  support247: boolean;
  /** Downloads a day (watermarked for free users); null is unlimited. */
  downloadsPerDay: number | null;
}

const PAID = {
  allGenerationOptions: true,
  watermarkFreeDownloads: true,
  premiumMedia: true,
  verifiedBadge: true,
  commercialLicence: true,
} as const;

const BY_PLAN: Record<Plan, Entitlements> = {
  free: {
    plan: 'free',
    allGenerationOptions: false,
    watermarkFreeDownloads: false,
    premiumMedia: false,
    videoUpload: false,
    adEvery: 8,
    showUpgrade: true,
    verifiedBadge: false,
    commercialLicence: false,
    support247: false,
    downloadsPerDay: 5,
  },
  basic: {
    plan: 'basic',
    ...PAID,
    videoUpload: false,
    adEvery: 16,
    showUpgrade: true,
    support247: false,
    downloadsPerDay: 20,
  },
  pro: {
    plan: 'pro',
    ...PAID,
    videoUpload: false,
    adEvery: 16,
    showUpgrade: true,
    support247: true,
    downloadsPerDay: 100,
  },
  max: {
    plan: 'max',
    ...PAID,
    videoUpload: true,
    adEvery: null,
    showUpgrade: false,
    support247: true,
    downloadsPerDay: null,
  },
};

export function entitlementsOf(plan: Plan): Entitlements {
  return BY_PLAN[plan];
}

/** Whether a user's name carries the verification badge wherever it is shown. */
export function showsVerifiedBadge(plan: Plan): boolean {
  return BY_PLAN[plan].verifiedBadge;
}

/** The feature list of each plan card in the plans modal (Spanish, as the UI shows it). */
export const PLAN_FEATURES: Record<Plan, string[]> = {
  free: [
    '10 créditos al empezar',
    'Generación rápida 1:1, una imagen',
    '5 descargas al día con marca de agua',
    'Anuncios normales',
  ],
  basic: [
    '100 créditos cada periodo',
    'Todas las opciones del generador',
    'Imágenes premium limitadas (20 descargas al día sin marca de agua)',
    'Anuncios reducidos',
    'Licencia comercial y cuenta verificada',
  ],
  pro: [
    '500 créditos cada periodo',
    'Todas las funciones',
    'Acceso premium mejorado (100 descargas al día)',
    'Anuncios reducidos',
    'Soporte 24/7',
    'Licencia comercial y cuenta verificada',
  ],
  max: [
    '1000 créditos cada periodo',
    'Contenido premium total, descargas ilimitadas',
    'Subida de vídeos',
    'Sin anuncios',
    'Soporte 24/7',
    'Licencia comercial y cuenta verificada',
  ],
};
