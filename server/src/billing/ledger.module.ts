import { Global, Module } from '@nestjs/common';
import { PostgresCreditLedger } from './adapters/persistence/postgres-credit-ledger';
import { CreditLedger } from './ports/credit-ledger';

/** The one token ledger, for every module that moves a balance (accounts, generation, content). */
@Global()
@Module({
  providers: [{ provide: CreditLedger, useClass: PostgresCreditLedger }],
  exports: [CreditLedger],
})
export class LedgerModule {}
