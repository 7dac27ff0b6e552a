import { Logger, Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AppConfig } from '../platform/config/app-config';
import { sandboxWebhookSecret } from '../platform/config/secrets';
import { TypeormTransactions } from '../platform/database/typeorm-transactions';
import { PubSubBillingEvents } from './adapters/events/pubsub-billing-events';
import { BillingSweeper } from './adapters/billing-sweeper';
import { BillingResolver, UserEntitlementsResolver } from './adapters/graphql/billing.resolver';
import { TypeormBillingRepository } from './adapters/persistence/typeorm-billing.repository';
import { MercadoPagoGateway } from './adapters/mercadopago/mercadopago-gateway';
import { PaymentController } from './adapters/rest/payment.controller';
import { SandboxCheckoutController } from './adapters/sandbox/sandbox-checkout.controller';
import { SandboxGateway } from './adapters/sandbox/sandbox-gateway';
import { SandboxRenewals } from './adapters/sandbox/sandbox-renewals';
import { WompiGateway } from './adapters/wompi/wompi-gateway';
import { BillingService, BillingSettings } from './application/billing.service';
import { PRICE_TABLES, validatePriceTable } from './domain/prices';
import { BillingEvents } from './ports/billing-events';
import { BillingRepository } from './ports/billing.repository';
import { PaymentGateway } from './ports/payment-gateway';
import { PaymentGateways } from './ports/payment-gateways';

/** Plans, credit packages, payments through the configured gateways, and their webhooks. */
@Module({
  imports: [AccountsModule],
  controllers: [PaymentController, SandboxCheckoutController],
  providers: [
    BillingService,
    BillingSweeper,
    BillingResolver,
    UserEntitlementsResolver,
    { provide: BillingRepository, useClass: TypeormBillingRepository },
    { provide: BillingEvents, useClass: PubSubBillingEvents },
    {
      provide: BillingSettings,
      inject: [AppConfig],
      useFactory: (c: AppConfig) => {
        const prices = PRICE_TABLES[c.payments.currency];
        const problems = validatePriceTable(prices);
        if (problems.length > 0) {
          throw new Error(`Invalid price table:\n  - ${problems.join('\n  - ')}`);
        }
        return new BillingSettings(c.tokensPerCredit, prices, c.publicUrl, c.runJobs);
      },
    },
    {
      provide: PaymentGateways,
      inject: [AppConfig, TypeormTransactions],
      useFactory: (c: AppConfig, transactions: TypeormTransactions) => {
        const gateways: PaymentGateway[] = [];
        // MercadoPago first (cards, PSE, plans), then Wompi (Nequi, Daviplata and the rest)
        if (c.payments.mercadopago) {
          gateways.push(
            new MercadoPagoGateway({ ...c.payments.mercadopago, currency: c.payments.currency }),
          );
        }
        if (c.payments.wompi) {
          gateways.push(new WompiGateway(c.payments.wompi));
        }
        if (c.payments.sandbox) {
          new Logger('Billing').warn(
            'Payments run on the sandbox gateway: anyone can approve their own test payments. ' +
              'Set MERCADOPAGO_* or WOMPI_* keys in production.',
          );
          gateways.push(new SandboxGateway(transactions, sandboxWebhookSecret(c)));
        }
        return new PaymentGateways(gateways);
      },
    },
    {
      provide: SandboxRenewals,
      inject: [PaymentGateways, TypeormTransactions, AppConfig],
      useFactory: (g: PaymentGateways, t: TypeormTransactions, c: AppConfig) =>
        new SandboxRenewals(g, t, c.runJobs ? 60_000 : 0),
    },
  ],
  exports: [BillingService],
})
export class BillingModule {}
