import { DataSource } from 'typeorm';
import { DownloadCommissionsIntoLedger1763900000000 as Migration } from '../../../migrations/1763900000000-download-commissions-into-ledger';
import { typeormOptions } from '../../../server/src/platform/database/typeorm-options';
import { factories } from '../../support/factories';
import { sql, startTestApp, TestApp, tokenBalance } from '../../support/test-app';

describe('commissions recorded before the ledger move into it', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = await new DataSource(typeormOptions(t.databaseUrl)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const migrate = async (step: 'up' | 'down') => {
    const runner = db.createQueryRunner();
    try {
      await new Migration()[step](runner);
    } finally {
      await runner.release();
    }
  };

  it('grants each old commission to its uploader once, as a keyed ledger row, and drops the table', async () => {
    const f = factories(t);
    const uploader = await f.user();
    const [fan, other] = [await f.user(), await f.user()];
    const post = await f.post(uploader.id);
    const before = await tokenBalance(t.databaseUrl, uploader.id);

    await migrate('down');
    await sql(
      t.databaseUrl,
      `INSERT INTO download_commissions (post_id, uploader_id, downloader_id, amount)
       VALUES ($1, $2, $3, 0.05), ($1, $2, $4, 0.05)`,
      [post, uploader.id, fan.id, other.id],
    );
    await migrate('up');

    const rows = await sql<{ delta: number; key: string }>(
      t.databaseUrl,
      `SELECT delta, key FROM token_ledger
       WHERE user_id = $1 AND reason = 'download.commission' ORDER BY key`,
      [uploader.id],
    );
    expect(rows).toEqual(
      [fan.id, other.id]
        .map((id) => ({ delta: 5, key: `download.commission:${post}:${id}` }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(await tokenBalance(t.databaseUrl, uploader.id)).toBe(before + 10);
    const table = await sql(t.databaseUrl, `SELECT to_regclass('download_commissions') AS t`);
    expect(table).toEqual([{ t: null }]);

    // the same commission paid again by the app changes nothing: the key is the download's
    await migrate('down');
    await migrate('up');
    expect(await tokenBalance(t.databaseUrl, uploader.id)).toBe(before + 10);
  });
});
