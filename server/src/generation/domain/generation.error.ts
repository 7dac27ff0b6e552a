import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type GenerationErrorCode =
  | 'GENERATION.EMPTY_PROMPT'
  | 'GENERATION.PROMPT_TOO_LONG'
  | 'GENERATION.UNKNOWN_MODEL'
  | 'GENERATION.INVALID_OPTION'
  | 'GENERATION.PREMIUM_OPTION'
  | 'GENERATION.INSUFFICIENT_TOKENS'
  | 'GENERATION.FAILED'
  | 'GENERATION.NOT_FOUND'
  | 'GENERATION.NOT_OWNER'
  | 'GENERATION.NOT_PUBLISHABLE'
  | 'GENERATION.INVALID_IMAGE'
  | 'GENERATION.INPUT_IMAGE_NOT_SUPPORTED'
  | 'GENERATION.INPUT_IMAGE_TYPE'
  | 'GENERATION.INPUT_IMAGE_TOO_LARGE'
  | 'GENERATION.WEBHOOK_UNAUTHORIZED';

const KIND: Record<GenerationErrorCode, ErrorKind> = {
  'GENERATION.EMPTY_PROMPT': 'invalid',
  'GENERATION.PROMPT_TOO_LONG': 'invalid',
  'GENERATION.UNKNOWN_MODEL': 'invalid',
  'GENERATION.INVALID_OPTION': 'invalid',
  'GENERATION.PREMIUM_OPTION': 'forbidden',
  'GENERATION.INSUFFICIENT_TOKENS': 'conflict',
  'GENERATION.FAILED': 'conflict',
  'GENERATION.NOT_FOUND': 'not_found',
  'GENERATION.NOT_OWNER': 'forbidden',
  'GENERATION.NOT_PUBLISHABLE': 'conflict',
  'GENERATION.INVALID_IMAGE': 'invalid',
  'GENERATION.INPUT_IMAGE_NOT_SUPPORTED': 'invalid',
  'GENERATION.INPUT_IMAGE_TYPE': 'invalid',
  'GENERATION.INPUT_IMAGE_TOO_LARGE': 'invalid',
  'GENERATION.WEBHOOK_UNAUTHORIZED': 'unauthenticated',
};

export class GenerationError extends DomainError {
  constructor(code: GenerationErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}

/**
 * A provider turned a call away for its rate limit. Transient: the job retries it; once retries
 * are spent the user is told the provider is busy (not that the image failed).
 */
export class ProviderRateLimited extends Error {
  constructor(
    readonly host: string,
    /** What the provider's Retry-After asked for, when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(`${host} answered 429 (rate limited)`);
  }
}

/** What the user reads when a provider stays rate limited: the generation failed, nothing charged. */
export const RATE_LIMITED_MESSAGE =
  'El proveedor de imágenes está recibiendo demasiadas solicitudes. Te devolvimos los créditos; inténtalo de nuevo en unos minutos.';
