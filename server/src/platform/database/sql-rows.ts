/**
 * TypeORM's `query()` answers a statement whose top level is UPDATE or DELETE with
 * `[rows, affectedCount]`, and any other statement with the rows alone; this reads both.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
