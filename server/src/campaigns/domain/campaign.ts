import { CATEGORIES } from '../../content/domain/category';
import { CampaignError } from './campaigns.error';

export const OBJECTIVES = ['reach', 'clicks'] as const;
export type Objective = (typeof OBJECTIVES)[number];
export const BID_MODELS = ['CPM', 'CPC'] as const;
export type BidModel = (typeof BID_MODELS)[number];
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'finished', 'rejected'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type FinishedReason = 'budget' | 'ended' | 'cancelled';

/** The spec's suggested ad terms (§9), as stored; the UI shows their accented labels. */
export const CALLS_TO_ACTION = [
  'ver mas',
  'comprar',
  'mas informacion',
  'contactanos',
  'registrate',
  'descargar',
] as const;
export type CallToAction = (typeof CALLS_TO_ACTION)[number];
export const CTA_LABELS: Record<CallToAction, string> = {
  'ver mas': 'Ver más',
  comprar: 'Comprar',
  'mas informacion': 'Más información',
  contactanos: 'Contáctanos',
  registrate: 'Regístrate',
  descargar: 'Descargar',
};

/**
 * Spend is counted in thousandths of a token so that a CPM bid charges each viewable impression
 * exactly (bid / 1000); the ledger moves whole tokens, rounded up in the platform's favour once.
 */
export const UNITS_PER_TOKEN = 1000;
/** Minimum bids in credits: per 1000 viewable impressions (CPM), per click (CPC). */
export const MIN_BID_CREDITS: Record<BidModel, number> = { CPM: 1, CPC: 0.2 };
export const MIN_BUDGET_CREDITS = 5;
export const MAX_BUDGET_CREDITS = 1_000_000;
export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const MAX_ADS = 5;
export const MAX_TARGETS = 20;
export const DESTINATION_MAX = 2048;
/** Times a viewer is served the same ad in a day. */
export const FREQUENCY_CAP_PER_DAY = 3;
/** A viewer's repeated impression or click of one ad within this window counts once. */
export const DEDUP_WINDOW_MS = 30 * 60_000;

export interface Ad {
  id: string;
  campaignId: string;
  postId: string;
  cta: CallToAction;
  destinationUrl: string;
  createdAt: Date;
}

export interface Campaign {
  id: string;
  advertiserId: string;
  name: string;
  objective: Objective;
  status: CampaignStatus;
  startsAt: Date;
  endsAt: Date | null;
  budgetCredits: number;
  dailyCapCredits: number | null;
  bidModel: BidModel;
  /** Tokens per 1000 viewable impressions (CPM) or per click (CPC). */
  bidTokens: number;
  targetCategories: string[];
  targetHashtags: string[];
  /** Tokens the ledger holds for the campaign now (its reservations less what went back). */
  reservedTokens: number;
  /** Bumped by every change of the reservation; the ledger key of the next one carries it. */
  reserveVersion: number;
  spentUnits: number;
  finishedReason: FinishedReason | null;
  /** Why the Mixel team rejected it (status `rejected`), shown to its advertiser. */
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  ads: Ad[];
}

export interface AdInput {
  postId: string;
  cta: string;
  destinationUrl: string;
}

export interface CampaignInput {
  name: string;
  objective: string;
  startsAt?: Date | null;
  endsAt?: Date | null;
  budgetCredits: number;
  dailyCapCredits?: number | null;
  bidModel: string;
  bidCredits: number;
  targetCategories?: string[] | null;
  targetHashtags?: string[] | null;
  ads: AdInput[];
}

export interface AdDraft {
  postId: string;
  cta: CallToAction;
  destinationUrl: string;
}

/** A campaign's settings once every rule holds. */
export interface CampaignDraft {
  name: string;
  objective: Objective;
  startsAt: Date;
  endsAt: Date | null;
  budgetCredits: number;
  dailyCapCredits: number | null;
  bidModel: BidModel;
  bidTokens: number;
  targetCategories: string[];
  targetHashtags: string[];
  ads: AdDraft[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HASHTAG = /^[\p{L}\p{N}_]{1,50}$/u;

function fail(code: ConstructorParameters<typeof CampaignError>[0], message: string): never {
  throw new CampaignError(code, message);
}

export function normalizeCta(raw: string): CallToAction {
  const term = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, ' ');
  const found = CALLS_TO_ACTION.find((c) => c === term);
  if (!found) {
    fail(
      'CAMPAIGNS.INVALID_CTA',
      `La llamada a la acción debe ser una de: ${CALLS_TO_ACTION.map((c) => CTA_LABELS[c]).join(', ')}.`,
    );
  }
  return found;
}

function isPrivateHost(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    /^\d+\.\d+\.\d+\.\d+$/.test(host) ||
    host.startsWith('[')
  );
}

/** A destination is a public https address with a domain name; answers its normalized form. */
export function validateDestination(raw: string): string {
  const message =
    'El enlace de destino debe ser una dirección https:// válida de un dominio público (por ejemplo https://mitienda.com).';
  const text = (raw ?? '').trim();
  if (!text || text.length > DESTINATION_MAX || /[\s<>"]/.test(text)) {
    fail('CAMPAIGNS.INVALID_DESTINATION', message);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    fail('CAMPAIGNS.INVALID_DESTINATION', message);
  }
  if (
    url.protocol !== 'https:' ||
    url.username ||
    url.password ||
    !url.hostname.includes('.') ||
    isPrivateHost(url.hostname) ||
    url.href.length > DESTINATION_MAX
  ) {
    fail('CAMPAIGNS.INVALID_DESTINATION', message);
  }
  return url.href;
}

/** Whole credits in [min, max]. */
function wholeCredits(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export function creditsToTokens(credits: number, tokensPerCredit: number): number {
  return Math.round(credits * tokensPerCredit);
}

/** Categories from the fixed list and hashtags without '#', lowercased, unique; empty = everyone. */
export function normalizeTargeting(
  categories: readonly string[] | null | undefined,
  hashtags: readonly string[] | null | undefined,
): { targetCategories: string[]; targetHashtags: string[] } {
  const targetCategories = [...new Set(categories ?? [])];
  const unknown = targetCategories.find((c) => !(CATEGORIES as readonly string[]).includes(c));
  if (unknown !== undefined || targetCategories.length > MAX_TARGETS) {
    fail(
      'CAMPAIGNS.INVALID_TARGETING',
      `Las categorías deben ser de la lista (${CATEGORIES.join(', ')}), ${MAX_TARGETS} como máximo.`,
    );
  }
  const targetHashtags = [
    ...new Set((hashtags ?? []).map((h) => h.trim().replace(/^#/, '').toLowerCase())),
  ];
  if (targetHashtags.length > MAX_TARGETS || targetHashtags.some((h) => !HASHTAG.test(h))) {
    fail(
      'CAMPAIGNS.INVALID_TARGETING',
      `Los hashtags deben ser palabras de letras, números o _ (hasta 50 caracteres), ${MAX_TARGETS} como máximo.`,
    );
  }
  return { targetCategories, targetHashtags };
}

/**
 * Checks a whole campaign and answers it normalized, or throws the first rule it breaks (a
 * Spanish message the form shows beside its field). `now` bounds the schedule.
 */
export function validateCampaign(
  input: CampaignInput,
  options: { now: Date; tokensPerCredit: number; startsAtFixed?: Date },
): CampaignDraft {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (name.length < NAME_MIN || name.length > NAME_MAX) {
    fail(
      'CAMPAIGNS.INVALID_NAME',
      `El nombre de la campaña debe tener entre ${NAME_MIN} y ${NAME_MAX} caracteres.`,
    );
  }
  if (!(OBJECTIVES as readonly string[]).includes(input.objective)) {
    fail('CAMPAIGNS.INVALID_OBJECTIVE', 'El objetivo debe ser alcance (reach) o clics (clicks).');
  }
  const objective = input.objective as Objective;

  const startsAt =
    options.startsAtFixed ??
    (input.startsAt && input.startsAt > options.now ? input.startsAt : options.now);
  if (Number.isNaN(startsAt.getTime())) {
    fail('CAMPAIGNS.INVALID_SCHEDULE', 'La fecha de inicio no es válida.');
  }
  const endsAt = input.endsAt ?? null;
  if (endsAt && (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt || endsAt <= options.now)) {
    fail(
      'CAMPAIGNS.INVALID_SCHEDULE',
      'La fecha de finalización debe ser posterior a la de inicio y estar en el futuro.',
    );
  }

  if (!wholeCredits(input.budgetCredits, MIN_BUDGET_CREDITS, MAX_BUDGET_CREDITS)) {
    fail(
      'CAMPAIGNS.INVALID_BUDGET',
      `El presupuesto debe ser un número entero de créditos entre ${MIN_BUDGET_CREDITS} y ${MAX_BUDGET_CREDITS.toLocaleString('es')}.`,
    );
  }
  const dailyCapCredits = input.dailyCapCredits ?? null;
  if (dailyCapCredits !== null && !wholeCredits(dailyCapCredits, 1, input.budgetCredits)) {
    fail(
      'CAMPAIGNS.INVALID_DAILY_CAP',
      'El límite diario debe ser un número entero de créditos, al menos 1 y no mayor que el presupuesto total.',
    );
  }

  if (!(BID_MODELS as readonly string[]).includes(input.bidModel)) {
    fail('CAMPAIGNS.INVALID_BID', 'El modelo de puja debe ser CPM o CPC.');
  }
  const bidModel = input.bidModel as BidModel;
  const min = MIN_BID_CREDITS[bidModel];
  const bidTokens = creditsToTokens(input.bidCredits, options.tokensPerCredit);
  if (
    !Number.isFinite(input.bidCredits) ||
    input.bidCredits < min ||
    Math.abs(bidTokens - input.bidCredits * options.tokensPerCredit) > 1e-6 ||
    bidTokens > input.budgetCredits * options.tokensPerCredit
  ) {
    const per = bidModel === 'CPM' ? 'por cada 1000 impresiones' : 'por clic';
    fail(
      'CAMPAIGNS.INVALID_BID',
      `La puja ${bidModel} debe ser de al menos ${String(min).replace('.', ',')} créditos ${per}, con hasta dos decimales, y no mayor que el presupuesto.`,
    );
  }
  if (
    dailyCapCredits !== null &&
    bidModel === 'CPC' &&
    bidTokens > dailyCapCredits * options.tokensPerCredit
  ) {
    fail('CAMPAIGNS.INVALID_DAILY_CAP', 'El límite diario debe cubrir al menos un clic.');
  }

  const { targetCategories, targetHashtags } = normalizeTargeting(
    input.targetCategories,
    input.targetHashtags,
  );

  const rawAds = input.ads ?? [];
  if (rawAds.length < 1 || rawAds.length > MAX_ADS) {
    fail('CAMPAIGNS.INVALID_ADS', `Una campaña lleva entre 1 y ${MAX_ADS} anuncios.`);
  }
  const ads = rawAds.map((a) => {
    if (typeof a.postId !== 'string' || !UUID.test(a.postId)) {
      fail(
        'CAMPAIGNS.INVALID_CREATIVE',
        'Elige una de tus publicaciones como creatividad del anuncio.',
      );
    }
    return {
      postId: a.postId.toLowerCase(),
      cta: normalizeCta(a.cta ?? ''),
      destinationUrl: validateDestination(a.destinationUrl),
    };
  });
  if (new Set(ads.map((a) => a.postId)).size !== ads.length) {
    fail(
      'CAMPAIGNS.INVALID_ADS',
      'Cada anuncio de una campaña debe usar una publicación distinta.',
    );
  }

  return {
    name,
    objective,
    startsAt,
    endsAt,
    budgetCredits: input.budgetCredits,
    dailyCapCredits,
    bidModel,
    bidTokens,
    targetCategories,
    targetHashtags,
    ads,
  };
}

/** What one counted event costs the campaign, in units (thousandths of a token). */
export function eventCost(
  bidModel: BidModel,
  bidTokens: number,
  kind: 'impression' | 'click',
): number {
  if (bidModel === 'CPM') {
    return kind === 'impression' ? bidTokens : 0;
  }
  return kind === 'click' ? bidTokens * UNITS_PER_TOKEN : 0;
}

/** Tokens spent, rounded up: what the ledger keeps when the rest of a reservation goes back. */
export function spentTokens(spentUnits: number): number {
  return Math.ceil(spentUnits / UNITS_PER_TOKEN);
}

export function unspentTokens(reservedTokens: number, spentUnits: number): number {
  return Math.max(0, reservedTokens - spentTokens(spentUnits));
}

export function unitsToCredits(units: number, tokensPerCredit: number): number {
  return Math.round((units / UNITS_PER_TOKEN / tokensPerCredit) * 10_000) / 10_000;
}

/** Statuses the Mixel team may reject a campaign from (it serves no more, like a finished one). */
export const REJECTABLE: readonly CampaignStatus[] = ['draft', 'active', 'paused'];
export const REJECTION_REASON_MAX = 500;

/** A rejection's reason, trimmed: what the advertiser reads, 1 to 500 characters. */
export function validateRejectionReason(raw: string): string {
  const reason = (raw ?? '').trim();
  if (!reason || reason.length > REJECTION_REASON_MAX) {
    fail(
      'CAMPAIGNS.INVALID_REASON',
      `Escribe el motivo del rechazo (hasta ${REJECTION_REASON_MAX} caracteres): el anunciante lo verá.`,
    );
  }
  return reason;
}

/** Status changes an advertiser may ask for. */
export const TRANSITIONS = {
  pause: ['active'],
  resume: ['paused', 'draft'],
  cancel: ['draft', 'active', 'paused'],
  update: ['draft', 'active', 'paused'],
} as const satisfies Record<string, readonly CampaignStatus[]>;

export function assertTransition(action: keyof typeof TRANSITIONS, status: CampaignStatus): void {
  if (!(TRANSITIONS[action] as readonly CampaignStatus[]).includes(status)) {
    const verbs = {
      pause: 'pausar',
      resume: 'reanudar',
      cancel: 'cancelar',
      update: 'editar',
    };
    if (status === 'rejected') {
      fail(
        'CAMPAIGNS.WRONG_STATUS',
        `El equipo de Mixel rechazó esta campaña: ya no se puede ${verbs[action]}. Puedes crear una nueva que cumpla las normas.`,
      );
    }
    fail(
      'CAMPAIGNS.WRONG_STATUS',
      `No se puede ${verbs[action]} una campaña en estado ${STATUS_LABELS[status]}.`,
    );
  }
}

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'borrador',
  active: 'activa',
  paused: 'pausada',
  finished: 'finalizada',
  rejected: 'rechazada',
};
