import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from './admin';
import { AppConfig } from './platform/config/app-config';
import { typeormOptions } from './platform/database/typeorm-options';
import { mediaStoreFor } from './platform/storage/media-store.factory';
import { MediaMetadata } from './platform/storage/media-store.port';

const run = promisify(execFile);

/**
 * A backup is a gzipped tar (made and read with the system's `tar`) holding:
 * - `manifest.json`: the format, when, the migrations the database was at, its tables and
 *   sequences, and every media object's key, content type and metadata;
 * - `db/<table>.ndjson`: the table's rows, one `row_to_json` per line, all tables read in one
 *   REPEATABLE READ transaction (one snapshot, as pg_dump takes it, with no pg_dump binary to
 *   match the server's version: the embedded PostgreSQL ships none);
 * - `media/<n>`: the bytes of the n-th media object, copied after that snapshot, so every object
 *   the rows refer to is in (unless deleted in between).
 * The schema itself is not in the archive: restore builds it with this version's migrations and
 * refuses a backup taken at other migrations.
 */
interface Manifest {
  format: 'mixel-backup';
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Array<{ name: string; rows: number }>;
  sequences: Array<{ name: string; lastValue: string | null }>;
  media: Array<{
    key: string;
    file: string;
    contentType: string;
    metadata: MediaMetadata;
    size: number;
  }>;
}

const BATCH = 1000;
/**
 * Tables that triggers on other tables fill (a post's search postings): with triggers on, the
 * loaded rows already wrote them, and loading the copy too would list each twice.
 */
const FILLED_BY_TRIGGERS = new Set(['search_postings']);
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Refused with a message for the operator (exit code 1). */
export class BackupRefused extends Error {}

/** `main.js --backup FILE`: works beside a running app (its embedded cluster or DATABASE_URL). */
export async function backup(config: AppConfig, file: string): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), 'mixel-backup-'));
  const database = await openDatabase(config);
  try {
    await mkdir(join(work, 'db'));
    await mkdir(join(work, 'media'));
    const manifest: Manifest = {
      format: 'mixel-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: [],
      tables: [],
      sequences: [],
      media: [],
    };
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      manifest.migrations = (
        await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')
      ).rows.map((r) => r.name);
      for (const name of await tablesOf(db)) {
        manifest.tables.push({ name, rows: await dumpTable(db, name, join(work, 'db')) });
      }
      manifest.sequences = (
        await db.query<{ name: string; lastValue: string | null }>(
          `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
           WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).rows;
      await db.query('COMMIT');
    } finally {
      await db.end();
    }
    const store = mediaStoreFor(config);
    for await (const key of store.list()) {
      const object = await store.get(key);
      if (!object) {
        continue; // deleted since it was listed
      }
      const name = String(manifest.media.length);
      await new Promise<void>((done, fail) => {
        const out = createWriteStream(join(work, 'media', name));
        object.body.pipe(out).on('finish', done).on('error', fail);
        object.body.on('error', fail);
      });
      manifest.media.push({
        key,
        file: name,
        contentType: object.contentType,
        metadata: object.metadata ?? {},
        size: object.size,
      });
    }
    await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest, null, 1));
    await run('tar', ['-czf', resolve(file), '-C', work, '.']);
    return manifest;
  } finally {
    await database.stop?.();
    await rm(work, { recursive: true, force: true });
  }
}

/** `main.js --restore FILE`: into an empty database (a fresh DATA_DIR) and an empty media store. */
export async function restore(config: AppConfig, file: string): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), 'mixel-restore-'));
  try {
    await run('tar', ['-xzf', resolve(file), '-C', work]);
    const manifest = JSON.parse(await readFile(join(work, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'mixel-backup' || manifest.version !== 1) {
      throw new BackupRefused(`${file} no es una copia de seguridad de Mixel.`);
    }
    const store = mediaStoreFor(config);
    for await (const key of store.list()) {
      throw new BackupRefused(
        `El almacén de medios de destino no está vacío (tiene ${key}): restaura en un DATA_DIR nuevo o un bucket vacío.`,
      );
    }
    const database = await openDatabase(config);
    try {
      await restoreDatabase(database.url, manifest, join(work, 'db'));
    } finally {
      await database.stop?.();
    }
    for (const object of manifest.media) {
      const path = join(work, 'media', object.file);
      if ((await stat(path)).size > 64 * 1024 * 1024) {
        await store.putFile(object.key, path, object.contentType);
      } else {
        await store.put(object.key, await readFile(path), object.contentType, object.metadata);
      }
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restoreDatabase(url: string, manifest: Manifest, dir: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    if (rows[0].n > 0) {
      throw new BackupRefused(
        `La base de datos de destino no está vacía (${rows[0].n} tablas): restaura en un DATA_DIR nuevo o en una base de datos vacía.`,
      );
    }
    const source = new DataSource(typeormOptions(url));
    await source.initialize();
    try {
      const known = source.migrations.map((m) => m.name ?? m.constructor.name);
      const same =
        known.length === manifest.migrations.length &&
        manifest.migrations.every((name) => known.includes(name));
      if (!same) {
        throw new BackupRefused(
          'La copia se hizo con otra versión de Mixel (otras migraciones): restáurala con la misma versión.',
        );
      }
      await source.runMigrations({ transaction: 'each' });
    } finally {
      await source.destroy();
    }
    await db.query('BEGIN');
    // as a superuser, foreign keys and triggers wait (rows load in any order); otherwise tables
    // load parents first and each table in one statement
    const replica = await db
      .query('SAVEPOINT r; SET LOCAL session_replication_role = replica')
      .then(() => true)
      .catch(async () => {
        await db.query('ROLLBACK TO SAVEPOINT r');
        return false;
      });
    const names = manifest.tables.map((t) => t.name);
    // rows the migrations wrote (seeds) are replaced by the backup's
    await db.query(`TRUNCATE ${names.map(ident).join(', ')} CASCADE`);
    for (const name of await parentsFirst(db, names)) {
      if (!replica && FILLED_BY_TRIGGERS.has(name)) {
        continue;
      }
      const columns = (
        await db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
           ORDER BY ordinal_position`,
          [name],
        )
      ).rows.map((r) => ident(r.column_name));
      const insert = `INSERT INTO ${ident(name)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
        SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${ident(name)}, $1::json)`;
      let batch: string[] = [];
      const lines = createInterface({ input: createReadStream(join(dir, `${name}.ndjson`)) });
      for await (const line of lines) {
        if (line) {
          batch.push(line);
        }
        if (replica && batch.length >= BATCH) {
          await db.query(insert, [`[${batch.join(',')}]`]);
          batch = [];
        }
      }
      if (batch.length) {
        await db.query(insert, [`[${batch.join(',')}]`]);
      }
    }
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue !== null) {
        await db.query('SELECT setval($1::regclass, $2::bigint, true)', [
          ident(sequence.name),
          sequence.lastValue,
        ]);
      }
    }
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

/** Ordinary and partitioned tables of the public schema (not partitions: their parent holds them). */
async function tablesOf(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

async function dumpTable(db: Client, name: string, dir: string): Promise<number> {
  const out = createWriteStream(join(dir, `${name}.ndjson`));
  let count = 0;
  await db.query(
    `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident(name)} t`,
  );
  for (;;) {
    const { rows } = await db.query<{ j: string }>(`FETCH ${BATCH} FROM dump`);
    if (rows.length === 0) {
      break;
    }
    count += rows.length;
    if (!out.write(rows.map((r) => r.j).join('\n') + '\n')) {
      await new Promise<void>((r) => out.once('drain', () => r()));
    }
  }
  await db.query('CLOSE dump');
  await new Promise<void>((done, fail) => out.end(() => done()).on('error', fail));
  return count;
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
async function parentsFirst(db: Client, names: string[]): Promise<string[]> {
  const { rows } = await db.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const unquote = (n: string) => n.replace(/^"|"$/g, '');
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (seen.has(name) || path.has(name)) {
      return;
    }
    path.add(name);
    for (const fk of rows) {
      if (unquote(fk.child) === name && unquote(fk.parent) !== name) {
        visit(unquote(fk.parent), path);
      }
    }
    seen.add(name);
    ordered.push(name);
  };
  for (const name of names) {
    visit(name, new Set());
  }
  return ordered.filter((n) => names.includes(n));
}

/** The exit code of `--backup FILE` / `--restore FILE`: 0 done, 1 refused, 2 usage. */
export async function runBackupCommand(
  config: AppConfig,
  command: 'backup' | 'restore',
  file: string | undefined,
): Promise<number> {
  if (!file) {
    console.error(
      command === 'backup'
        ? 'Uso: npm run backup -- <archivo>'
        : 'Uso: npm run restore -- <archivo>',
    );
    return 2;
  }
  try {
    const manifest =
      command === 'backup' ? await backup(config, file) : await restore(config, file);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `${command === 'backup' ? 'Copia escrita en' : 'Restaurado desde'} ${file}: ${manifest.tables.length} tablas, ${rows} filas, ${manifest.media.length} archivos de medios.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
