import { creditsLabel } from '../../shared/format/credits';
/**
 * The create-campaign wizard's form: its steps, the rules each step checks (the server's rules,
 * with its Spanish messages) and the input the createCampaign mutation takes.
 */

export const STEPS = ['objective', 'ads', 'audience', 'budget', 'review'] as const;
export type Step = (typeof STEPS)[number];

export const CTAS = [
  { value: 'ver mas', label: 'Ver más' },
  { value: 'comprar', label: 'Comprar' },
  { value: 'mas informacion', label: 'Más información' },
  { value: 'contactanos', label: 'Contáctanos' },
  { value: 'registrate', label: 'Regístrate' },
  { value: 'descargar', label: 'Descargar' },
] as const;
export type Cta = (typeof CTAS)[number]['value'];

export const ctaLabel = (cta: string): string => CTAS.find((c) => c.value === cta)?.label ?? cta;

export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const MAX_ADS = 5;
export const MAX_TARGETS = 20;
export const MIN_BUDGET = 5;
export const MAX_BUDGET = 1_000_000;
export const MIN_BID = { CPM: 1, CPC: 0.2 } as const;
const HASHTAG = /^[\p{L}\p{N}_]{1,50}$/u;

export interface AdDraft {
  postId: string;
  cta: Cta;
  destinationUrl: string;
}

export interface CampaignForm {
  name: string;
  objective: 'reach' | 'clicks';
  ads: AdDraft[];
  targetCategories: string[];
  /** As typed: words separated by commas or spaces. */
  hashtags: string;
  budgetCredits: string;
  dailyCapCredits: string;
  bidModel: 'CPM' | 'CPC';
  bidCredits: string;
  /** `datetime-local` values in the browser's time; empty start = when launched. */
  startsAt: string;
  endsAt: string;
}

export const EMPTY_FORM: CampaignForm = {
  name: '',
  objective: 'clicks',
  ads: [],
  targetCategories: [],
  hashtags: '',
  budgetCredits: '20',
  dailyCapCredits: '',
  bidModel: 'CPC',
  bidCredits: '0,5',
  startsAt: '',
  endsAt: '',
};

/** A field's error: `name`, `ads`, `ads.0.destinationUrl`, `budgetCredits`… */
export type FormErrors = Record<string, string>;

export interface Context {
  now: Date;
  /** The advertiser's credits; launching needs the whole budget. */
  balance: number;
  /** Launching (true) or saving a draft (false). */
  launching: boolean;
}

/** A number as a field shows it, the Spanish way and ungrouped: `0.5` → `0,5`, `12500` → `12500`. */
export function decimalText(n: number): string {
  return String(n).replace('.', ',');
}

/** A decimal as typed in Spanish or English (`0,5` or `0.5`); NaN when it is not a number. */
export function parseDecimal(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

export function parseHashtags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((h) => h.replace(/^#+/, '').toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The same check as the server: a public https address with a domain name. */
export function isValidDestination(raw: string): boolean {
  const text = raw.trim();
  if (!text || text.length > 2048 || /[\s<>"]/.test(text)) {
    return false;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    host.includes('.') &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.local') &&
    !host.endsWith('.internal') &&
    !/^\d+\.\d+\.\d+\.\d+$/.test(host) &&
    !host.startsWith('[')
  );
}

const credits = (n: number) => n.toLocaleString('es');

/** The errors of one step (empty when it may move on). */
export function validateStep(step: Step, form: CampaignForm, ctx: Context): FormErrors {
  const errors: FormErrors = {};
  if (step === 'objective') {
    const name = form.name.trim().replace(/\s+/g, ' ');
    if (name.length < NAME_MIN || name.length > NAME_MAX) {
      errors.name = `El nombre de la campaña debe tener entre ${NAME_MIN} y ${NAME_MAX} caracteres.`;
    }
  }
  if (step === 'ads') {
    if (form.ads.length < 1 || form.ads.length > MAX_ADS) {
      errors.ads =
        form.ads.length < 1
          ? 'Elige una de tus publicaciones como creatividad del anuncio.'
          : `Una campaña lleva entre 1 y ${MAX_ADS} anuncios.`;
    }
    form.ads.forEach((ad, i) => {
      if (!isValidDestination(ad.destinationUrl)) {
        errors[`ads.${i}.destinationUrl`] =
          'El enlace de destino debe ser una dirección https:// válida de un dominio público (por ejemplo https://mitienda.com).';
      }
    });
  }
  if (step === 'audience') {
    if (form.targetCategories.length > MAX_TARGETS) {
      errors.targetCategories = `Elige ${MAX_TARGETS} categorías como máximo.`;
    }
    const tags = parseHashtags(form.hashtags);
    if (tags.length > MAX_TARGETS || tags.some((h) => !HASHTAG.test(h))) {
      errors.hashtags = `Los hashtags deben ser palabras de letras, números o _ (hasta 50 caracteres), ${MAX_TARGETS} como máximo.`;
    }
  }
  if (step === 'budget') {
    Object.assign(errors, budgetErrors(form, ctx));
  }
  if (step === 'review') {
    for (const s of STEPS.slice(0, -1)) {
      Object.assign(errors, validateStep(s, form, ctx));
    }
  }
  return errors;
}

function budgetErrors(form: CampaignForm, ctx: Context): FormErrors {
  const errors: FormErrors = {};
  const budget = parseDecimal(form.budgetCredits);
  const budgetOk = Number.isInteger(budget) && budget >= MIN_BUDGET && budget <= MAX_BUDGET;
  if (!budgetOk) {
    errors.budgetCredits = `El presupuesto debe ser un número entero de créditos entre ${MIN_BUDGET} y ${credits(MAX_BUDGET)}.`;
  } else if (ctx.launching && budget > ctx.balance) {
    errors.budgetCredits = `No tienes créditos suficientes: tu saldo es de ${creditsLabel(ctx.balance)}. Compra créditos o reduce el presupuesto.`;
  }
  const cap = form.dailyCapCredits.trim() === '' ? null : parseDecimal(form.dailyCapCredits);
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || (budgetOk && cap > budget))) {
    errors.dailyCapCredits =
      'El límite diario debe ser un número entero de créditos, al menos 1 y no mayor que el presupuesto total.';
  }
  const bid = parseDecimal(form.bidCredits);
  const min = MIN_BID[form.bidModel];
  if (
    !Number.isFinite(bid) ||
    bid < min ||
    Math.abs(Math.round(bid * 100) - bid * 100) > 1e-6 ||
    (budgetOk && bid > budget)
  ) {
    const per = form.bidModel === 'CPM' ? 'por cada 1000 impresiones' : 'por clic';
    errors.bidCredits = `La puja ${form.bidModel} debe ser de al menos ${creditsLabel(min)} ${per}, con hasta dos decimales, y no mayor que el presupuesto.`;
  } else if (cap !== null && !errors.dailyCapCredits && form.bidModel === 'CPC' && bid > cap) {
    errors.dailyCapCredits = 'El límite diario debe cubrir al menos un clic.';
  }
  const start = form.startsAt ? new Date(form.startsAt) : null;
  const end = form.endsAt ? new Date(form.endsAt) : null;
  if (start && Number.isNaN(start.getTime())) {
    errors.startsAt = 'La fecha de inicio no es válida.';
  }
  if (end && (Number.isNaN(end.getTime()) || end <= ctx.now || (start !== null && end <= start))) {
    errors.endsAt =
      'La fecha de finalización debe ser posterior a la de inicio y estar en el futuro.';
  }
  return errors;
}

/** The first step with an error, for the wizard to go back to. */
export function firstInvalidStep(form: CampaignForm, ctx: Context): Step | null {
  return STEPS.slice(0, -1).find((s) => Object.keys(validateStep(s, form, ctx)).length > 0) ?? null;
}

/** Where a server error code belongs in the wizard. */
export function stepOfErrorCode(code: string | null): Step {
  switch (code) {
    case 'CAMPAIGNS.INVALID_NAME':
    case 'CAMPAIGNS.INVALID_OBJECTIVE':
      return 'objective';
    case 'CAMPAIGNS.INVALID_ADS':
    case 'CAMPAIGNS.INVALID_CTA':
    case 'CAMPAIGNS.INVALID_DESTINATION':
    case 'CAMPAIGNS.INVALID_CREATIVE':
      return 'ads';
    case 'CAMPAIGNS.INVALID_TARGETING':
      return 'audience';
    case 'CAMPAIGNS.INVALID_BUDGET':
    case 'CAMPAIGNS.INVALID_DAILY_CAP':
    case 'CAMPAIGNS.INVALID_BID':
    case 'CAMPAIGNS.INVALID_SCHEDULE':
    case 'CAMPAIGNS.INSUFFICIENT_CREDITS':
      return 'budget';
    default:
      return 'review';
  }
}

/** The createCampaign input of a form that passed every step. */
export function toCampaignInput(form: CampaignForm, launch: boolean) {
  const cap = form.dailyCapCredits.trim();
  return {
    name: form.name.trim().replace(/\s+/g, ' '),
    objective: form.objective,
    ads: form.ads.map((a) => ({
      postId: a.postId,
      cta: a.cta,
      destinationUrl: a.destinationUrl.trim(),
    })),
    targetCategories: form.targetCategories,
    targetHashtags: parseHashtags(form.hashtags),
    budgetCredits: parseDecimal(form.budgetCredits),
    dailyCapCredits: cap === '' ? null : parseDecimal(cap),
    bidModel: form.bidModel,
    bidCredits: parseDecimal(form.bidCredits),
    startsAt: form.startsAt ? new Date(form.startsAt).toISOString() : null,
    endsAt: form.endsAt ? new Date(form.endsAt).toISOString() : null,
    launch,
  };
}

export interface CampaignSource {
  name: string;
  objective: 'reach' | 'clicks';
  ads: ReadonlyArray<{ postId: string; cta: string; destinationUrl: string }>;
  targetCategories: readonly string[];
  targetHashtags: readonly string[];
  budgetCredits: number;
  dailyCapCredits?: number | null;
  bidModel: 'CPM' | 'CPC';
  bidCredits: number;
}

/** A duplicate's form: the same settings under a new name, scheduled afresh. */
export function formFromCampaign(
  c: CampaignSource,
  copyName: (name: string) => string,
): CampaignForm {
  const name = copyName(c.name);
  return {
    ...EMPTY_FORM,
    name: name.length > NAME_MAX ? name.slice(0, NAME_MAX) : name,
    objective: c.objective,
    ads: c.ads.map((a) => ({
      postId: a.postId,
      cta: (CTAS.find((x) => x.value === a.cta)?.value ?? 'ver mas') as Cta,
      destinationUrl: a.destinationUrl,
    })),
    targetCategories: [...c.targetCategories],
    hashtags: c.targetHashtags.join(', '),
    budgetCredits: decimalText(c.budgetCredits),
    dailyCapCredits: c.dailyCapCredits ? decimalText(c.dailyCapCredits) : '',
    bidModel: c.bidModel,
    bidCredits: decimalText(c.bidCredits),
  };
}
