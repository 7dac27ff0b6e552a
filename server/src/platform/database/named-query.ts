import { type Query, types as pgDefaultTypes } from 'pg';
import type { DataSource } from 'typeorm';
import { TimedQuery } from './answer-timeout';
import { withReadRetries } from './read-retry';

/** A column as the row description names it. */
interface PgField {
  name: string;
  dataTypeID: number;
  format: string;
}

type TypeParser = (value: string) => unknown;

interface TypeParsers {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown;
}

/** `pg`'s pool under TypeORM: it runs a submitted query on one of its connections. */
interface PgPool {
  query(query: Query): Promise<unknown>;
  /** What the pool was made with; `types` is what the app's pool parses values with. */
  options?: { types?: TypeParsers };
}

/**
 * TypeORM's PostgreSQL driver keeps its `pg` pool as `master`. Its query runner (made, connected
 * and released around each statement, with its events) cost more than the pool's own checkout.
 */
function poolOf(db: DataSource): PgPool {
  const pool = (db.driver as unknown as { master?: PgPool }).master;
  if (!pool || typeof pool.query !== 'function') {
    throw new Error('queryRows needs TypeORM on PostgreSQL with its pool started');
  }
  return pool;
}

/** Builds one row from its columns' text (null for SQL NULL). */
type RowParser = (values: Array<string | null>) => unknown;

/** A named statement's parser, and the columns it was made for. */
interface StatementParser {
  fields: PgField[];
  parser: RowParser;
}

/**
 * Parsers by their columns' names and types (statements are the app's own, so their shapes are
 * few), and by the name of the statement they last served.
 */
interface Parsers {
  byColumns: Map<string, RowParser>;
  byStatement: Map<string, StatementParser>;
}

const parsers = new WeakMap<TypeParsers, Parsers>();
const MAX_PARSERS = 500;

function sameColumns(a: PgField[], b: PgField[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  for (let i = 0; i < a.length; i++) {
    if (
      a[i].name !== b[i].name ||
      a[i].dataTypeID !== b[i].dataTypeID ||
      a[i].format !== b[i].format
    ) {
      return false;
    }
  }
  return true;
}

function compileRowParser(fields: PgField[], types: TypeParsers): RowParser {
  const parse = fields.map(
    (f) =>
      types.getTypeParser(f.dataTypeID, f.format === 'binary' ? 'binary' : 'text') as TypeParser,
  );
  const properties = fields
    .map((f, i) => `${JSON.stringify(f.name)}: v[${i}] === null ? null : p[${i}](v[${i}])`)
    .join(', ');
  // the names are the statement's own columns, quoted: nothing a request sends reaches here
  const build = new Function('p', 'v', `return { ${properties} };`) as (
    p: TypeParser[],
    v: Array<string | null>,
  ) => unknown;
  return (values) => build(parse, values);
}

/**
 * Parses a row's values and builds it as one object literal, its columns in order (a later column
 * of the same name wins, as with `pg`'s own rows). `pg` builds each row by assigning its columns
 * one by one onto a copy of a prototype-less object: with the 40-odd columns of a post that came
 * out a dictionary, slow to build and slow to read (a sixth of a feed page's CPU). A named
 * statement's answer is checked against the columns its parser was made for, column by column:
 * the key of the columns, a string built per answer, cost 1 % of a follow's CPU.
 */
function rowParserOf(fields: PgField[], types: TypeParsers, statement?: string): RowParser {
  let known = parsers.get(types);
  if (!known) {
    known = { byColumns: new Map(), byStatement: new Map() };
    parsers.set(types, known);
  }
  const named = statement === undefined ? undefined : known.byStatement.get(statement);
  if (named && sameColumns(named.fields, fields)) {
    return named.parser;
  }
  const key = fields.map((f) => `${f.name}\u0000${f.dataTypeID}\u0000${f.format}`).join('\u0001');
  let parser = known.byColumns.get(key);
  if (!parser) {
    parser = compileRowParser(fields, types);
    if (known.byColumns.size < MAX_PARSERS) {
      known.byColumns.set(key, parser);
    }
  }
  if (statement !== undefined && (named || known.byStatement.size < MAX_PARSERS)) {
    known.byStatement.set(statement, { fields, parser });
  }
  return parser;
}

/**
 * A query whose rows are parsed straight into objects as they arrive. `pg`'s own path describes
 * every answer (a prototype-less object of all its column names, spread into another, and a
 * parser looked up per column: 3 % of a feed page's CPU) and then builds each row as an array
 * to be copied into its object; here both come from a parser compiled once per column list.
 */
class ObjectRowsQuery extends TimedQuery {
  readonly objects: unknown[] = [];
  private parse: RowParser | null = null;
  private failed: unknown = null;
  private readonly statement: string | undefined;

  constructor(
    config: { name?: string; text: string; values: unknown[] },
    private readonly parsers: TypeParsers,
  ) {
    super(config);
    this.statement = config.name;
  }

  handleRowDescription(message: { fields: PgField[] }): void {
    this.parse = rowParserOf(message.fields, this.parsers, this.statement);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    if (this.failed !== null || this.expired) {
      return;
    }
    try {
      this.objects.push(this.parse!(message.fields));
    } catch (err) {
      // as pg does: the rest of the answer is read, then the query fails with this error
      this.failed = err;
    }
  }

  override handleReadyForQuery(connection: unknown): void {
    if (this.failed !== null) {
      const err = this.failed;
      this.failed = null;
      this.handleError(err, connection);
      return;
    }
    super.handleReadyForQuery(connection);
  }
}

async function runOnce<T>(
  db: DataSource,
  text: string,
  values: unknown[],
  name: string | undefined,
): Promise<T[]> {
  const pool = poolOf(db);
  const query = new ObjectRowsQuery({ name, text, values }, pool.options?.types ?? pgDefaultTypes);
  await pool.query(query);
  return query.objects as T[];
}

/**
 * A statement run straight on `pg`'s pool, each row built as a plain object of a fixed shape. With a
 * name, each connection parses and plans the statement once, then only binds it (for hot
 * statements whose planning costs more than their run). It keeps the pool's read policy: a plain
 * read whose connection died runs again on a fresh one; a write never runs twice.
 */
export async function queryRows<T>(
  db: DataSource,
  text: string,
  values: unknown[],
  name?: string,
): Promise<T[]> {
  const run = () => runOnce<T>(db, text, values, name);
  return withReadRetries(text, run, run);
}

/** `queryRows` of a statement given by name (prepared once per connection, then only bound). */
export function namedQuery<T>(
  db: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  return queryRows<T>(db, text, values, name);
}
