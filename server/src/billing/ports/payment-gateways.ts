import { BillingError } from '../domain/billing.error';
import { PaymentMethod } from '../domain/payment';
import { PaymentGateway } from './payment-gateway';

/**
 * The gateways this deployment has, in order of preference.
 * A method goes to the first gateway that offers it; plans to the first with subscriptions.
 */
export class PaymentGateways {
  constructor(readonly all: readonly PaymentGateway[]) {}

  methods(): PaymentMethod[] {
    return [...new Set(this.all.flatMap((g) => g.methods))];
  }

  forMethodOrThrow(method: PaymentMethod): PaymentGateway {
    const gateway = this.all.find((g) => g.methods.includes(method));
    if (!gateway) {
      throw new BillingError(
        'BILLING.METHOD_UNAVAILABLE',
        'Este método de pago no está disponible por ahora. Elige otro.',
      );
    }
    return gateway;
  }

  forSubscriptionsOrThrow(): PaymentGateway {
    const gateway = this.all.find((g) => g.supportsSubscriptions);
    if (!gateway) {
      throw new BillingError(
        'BILLING.METHOD_UNAVAILABLE',
        'Las suscripciones no están disponibles por ahora.',
      );
    }
    return gateway;
  }

  byName(name: string): PaymentGateway | null {
    return this.all.find((g) => g.name === name) ?? null;
  }
}
