import pg from 'pg';

export default async function globalTeardown() {
  const admin = new pg.Client({ connectionString: process.env.MIXEL_TEST_ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query(
    `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
    [process.env.MIXEL_TEST_TEMPLATE, `${process.env.MIXEL_TEST_PREFIX}%`],
  );
  for (const { datname } of rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.end();
  await globalThis.__MIXEL_EMBEDDED_PG__?.stop();
}
