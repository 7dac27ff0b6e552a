import { DomainError, ErrorKind } from '../../kernel/domain-error';

export type BillingErrorCode =
  | 'BILLING.UNKNOWN_PLAN'
  | 'BILLING.UNKNOWN_PACKAGE'
  | 'BILLING.METHOD_UNAVAILABLE'
  | 'BILLING.ALREADY_ON_PLAN'
  | 'BILLING.CYCLE_CHANGE'
  | 'BILLING.NO_CHECKOUT_URL'
  | 'BILLING.NO_SUBSCRIPTION'
  | 'BILLING.CANCEL_FAILED'
  | 'BILLING.GATEWAY_UNAVAILABLE'
  | 'BILLING.PAYMENT_NOT_FOUND'
  | 'BILLING.WEBHOOK_SIGNATURE'
  | 'BILLING.WEBHOOK_INVALID';

const KIND: Record<BillingErrorCode, ErrorKind> = {
  'BILLING.UNKNOWN_PLAN': 'invalid',
  'BILLING.UNKNOWN_PACKAGE': 'invalid',
  'BILLING.METHOD_UNAVAILABLE': 'invalid',
  'BILLING.ALREADY_ON_PLAN': 'conflict',
  'BILLING.CYCLE_CHANGE': 'conflict',
  'BILLING.NO_CHECKOUT_URL': 'unavailable',
  'BILLING.NO_SUBSCRIPTION': 'conflict',
  'BILLING.CANCEL_FAILED': 'unavailable',
  'BILLING.GATEWAY_UNAVAILABLE': 'unavailable',
  'BILLING.PAYMENT_NOT_FOUND': 'not_found',
  'BILLING.WEBHOOK_SIGNATURE': 'unauthenticated',
  'BILLING.WEBHOOK_INVALID': 'invalid',
};

/** The spec's messages (§5, §8) where it gives them. */
export const BILLING_MESSAGES = {
  noCheckoutUrl: 'No se recibió URL de pago',
  noSubscription: 'No tienes una suscripción activa',
  cancelFailed: 'Error al cancelar la suscripción',
  cancelled: 'Suscripción cancelada exitosamente',
  gatewayDown: 'No se puede proceder a sesión para validar el pago. Inténtalo de nuevo.',
} as const;

export class BillingError extends DomainError {
  constructor(code: BillingErrorCode, message: string) {
    super(code, message, KIND[code]);
  }
}
