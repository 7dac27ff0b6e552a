import { isConnectionError, isPlainRead, withReadRetries } from './read-retry';

describe('read retry', () => {
  it.each([
    'SELECT * FROM posts WHERE id = $1',
    '  -- the feed\n  SELECT p.id FROM posts p ORDER BY p.created_at DESC LIMIT 20',
    'WITH page AS (SELECT id FROM posts) SELECT * FROM page',
    'select updated_at, created_at from users',
  ])('counts %j as a plain read', (sql) => {
    expect(isPlainRead(sql)).toBe(true);
  });

  it.each([
    'INSERT INTO posts (id) VALUES ($1)',
    'UPDATE users SET plan = $2 WHERE id = $1',
    'WITH moved AS (UPDATE users SET fast_tokens = 0) SELECT 1',
    'WITH gone AS (DELETE FROM sessions RETURNING id) SELECT count(*) FROM gone',
    'SELECT * FROM users WHERE id = $1 FOR UPDATE',
    'SELECT * FROM payments WHERE id = $1 FOR NO KEY UPDATE',
    'SELECT * FROM campaigns FOR SHARE',
    "SELECT nextval('ids')",
    'SELECT pg_advisory_xact_lock(1)',
    'SELECT * INTO copy FROM posts',
    'START TRANSACTION',
    'COMMIT',
  ])('never runs %j twice', (sql) => {
    expect(isPlainRead(sql)).toBe(false);
  });

  it('tells a dead connection from a failed statement', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    expect(isConnectionError(terminated)).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ message: 'query failed', driverError: terminated })).toBe(true);
    expect(
      isConnectionError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    );
    expect(
      isConnectionError(Object.assign(new Error('canceling statement'), { code: '57014' })),
    ).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });

  describe('running a statement again', () => {
    const cutOff = () =>
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    /** A statement that loses its connection `losses` times, then answers. */
    function flaky(losses: number) {
      let calls = 0;
      const run = jest.fn(async () => {
        calls++;
        if (calls <= losses) {
          throw cutOff();
        }
        return ['row'];
      });
      return run;
    }

    it('answers a read that lost its connection twice (a fresh one may be dead too)', async () => {
      const run = flaky(2);
      await expect(withReadRetries('SELECT 1', run, run)).resolves.toEqual(['row']);
      expect(run).toHaveBeenCalledTimes(3);
    });

    it('gives up after the third loss, with the connection error', async () => {
      const run = flaky(3);
      await expect(withReadRetries('SELECT 1', run, run)).rejects.toThrow('terminating');
      expect(run).toHaveBeenCalledTimes(3);
    });

    it('never runs a write again, nor a read that failed for another reason', async () => {
      const write = flaky(1);
      await expect(withReadRetries('UPDATE users SET plan = 1', write, write)).rejects.toThrow();
      expect(write).toHaveBeenCalledTimes(1);
      const broken = jest.fn(async () => {
        throw Object.assign(new Error('column "x" does not exist'), { code: '42703' });
      });
      await expect(withReadRetries('SELECT x FROM posts', broken, broken)).rejects.toThrow('x');
      expect(broken).toHaveBeenCalledTimes(1);
    });
  });
});
