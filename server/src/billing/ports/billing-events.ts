import { Payment } from '../domain/payment';

/** Tells live subscribers about billing changes (the profile's plan and balance, a payment). */
export abstract class BillingEvents {
  abstract userChanged(userId: string): Promise<void>;
  abstract paymentChanged(payment: Payment): Promise<void>;
}
