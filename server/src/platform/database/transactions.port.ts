/**
 * Runs work in one database transaction. Repositories and the credit ledger called inside `run`
 * join it, so a use case can commit a change and its ledger row together, or neither.
 */
export abstract class Transactions {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
