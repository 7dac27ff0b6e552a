import { isDatabaseUnavailable, isTimeout } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, ended or timed-out connection, also wrapped by TypeORM', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    const readTimeout = new Error('Query read timeout');
    const wrapped = Object.assign(new Error('Query read timeout'), { driverError: readTimeout });
    for (const err of [refused, shutdown, poolTimeout, readTimeout, wrapped]) {
      expect(isDatabaseUnavailable(err)).toBe(true);
    }
    expect(isTimeout(poolTimeout)).toBe(true);
    expect(isTimeout(refused)).toBe(false);
  });

  it('leaves statement errors alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
