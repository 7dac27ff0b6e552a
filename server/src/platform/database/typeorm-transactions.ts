import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';
import { Transactions } from './transactions.port';

const current = new AsyncLocalStorage<EntityManager>();

/** Transactions carried through async calls: nested `run`s join the outer one. */
@Injectable()
export class TypeormTransactions extends Transactions {
  constructor(private readonly db: DataSource) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (current.getStore()) {
      return work();
    }
    return this.db.transaction((manager) => current.run(manager, work));
  }

  /** The manager of the transaction in progress, or the pool's outside one. */
  get manager(): EntityManager {
    return current.getStore() ?? this.db.manager;
  }
}
