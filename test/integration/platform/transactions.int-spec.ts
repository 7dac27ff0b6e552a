import { DataSource } from 'typeorm';
import { TypeormTransactions } from '../../../server/src/platform/database/typeorm-transactions';
import { createTestDatabase } from '../../support/test-app';

jest.setTimeout(60_000);

/** Work inside `run` writes through its own transaction, found by async context alone. */
describe(TypeormTransactions.name, () => {
  let db: DataSource;
  let transactions: TypeormTransactions;

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', url: await createTestDatabase() });
    await db.initialize();
    await db.query('CREATE TABLE IF NOT EXISTS transactions_probe (label text PRIMARY KEY)');
    transactions = new TypeormTransactions(db);
  });
  afterAll(() => db.destroy());
  beforeEach(() => db.query('TRUNCATE transactions_probe'));

  const insert = (label: string) =>
    transactions.manager.query('INSERT INTO transactions_probe (label) VALUES ($1)', [label]);
  const labels = async () =>
    (
      await db.query<Array<{ label: string }>>('SELECT label FROM transactions_probe ORDER BY 1')
    ).map((r) => r.label);
  const txid = async () =>
    (await transactions.manager.query<Array<{ id: string }>>('SELECT txid_current() AS id'))[0].id;
  const later = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('keeps a transaction its own after another one ended, so its writes still roll back', async () => {
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = transactions.run(async () => {
      await insert('first');
      await firstMayEnd;
    });
    const second = transactions.run(async () => {
      const id = await txid();
      releaseFirst();
      await first;
      await later();
      // the first transaction has ended: this one must still write through its own
      expect(await txid()).toBe(id);
      await insert('second');
      throw new Error('rolled back');
    });
    await expect(second).rejects.toThrow('rolled back');
    expect(await labels()).toEqual(['first']);
  });

  it('joins a nested run to the transaction around it', async () => {
    await expect(
      transactions.run(async () => {
        const outer = await txid();
        await transactions.run(async () => {
          expect(await txid()).toBe(outer);
          await insert('nested');
        });
        throw new Error('outer failed');
      }),
    ).rejects.toThrow('outer failed');
    expect(await labels()).toEqual([]);
  });

  it('writes through the pool once every transaction has ended, in a new one each time', async () => {
    const inside = await transactions.run(txid);
    await later();
    expect(transactions.manager).toBe(db.manager);
    await insert('outside');
    expect(await labels()).toEqual(['outside']);
    const again = await transactions.run(txid);
    expect(again).not.toBe(inside);
  });
});
