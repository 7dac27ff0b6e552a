import pg from 'pg';

/**
 * Every balance the suite left behind must be the sum of its ledger rows: a movement that
 * skipped the ledger, in any test database, fails the run here.
 */
async function ledgerMismatches(adminUrl, datname) {
  const url = new URL(adminUrl);
  url.pathname = `/${datname}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const exists = await db.query(`SELECT to_regclass('token_ledger') IS NOT NULL AS ok`);
    if (!exists.rows[0].ok) {
      return [];
    }
    const { rows } = await db.query(`
      SELECT u.name, u.fast_tokens AS balance, coalesce(l.total, 0)::int AS ledger
      FROM users u
      LEFT JOIN (SELECT user_id, sum(delta) AS total FROM token_ledger GROUP BY user_id) l
        ON l.user_id = u.id
      WHERE u.fast_tokens <> coalesce(l.total, 0)`);
    return rows.map(
      (r) => `${datname}: ${r.name} has ${r.balance} tokens, ledger sums ${r.ledger}`,
    );
  } finally {
    await db.end();
  }
}

export default async function globalTeardown() {
  const adminUrl = process.env.MIXEL_TEST_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query(
    `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
    [process.env.MIXEL_TEST_TEMPLATE, `${process.env.MIXEL_TEST_PREFIX}%`],
  );
  const mismatches = [];
  for (const { datname } of rows) {
    try {
      mismatches.push(...(await ledgerMismatches(adminUrl, datname)));
    } catch (err) {
      mismatches.push(`${datname}: could not be checked (${err.message})`);
    }
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.end();
  await globalThis.__MIXEL_EMBEDDED_PG__?.stop();
  if (mismatches.length > 0) {
    throw new Error(`Balances that are not the sum of their ledger:\n  ${mismatches.join('\n  ')}`);
  }
}
