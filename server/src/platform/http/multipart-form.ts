import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError, InputError } from '../../kernel/domain-error';
import { hasForbiddenCharacters, InvalidTextError } from './input-text';

/** A file the edge has written to a temporary path. */
export interface IncomingFile {
  path: string;
  size: number;
  name: string | null;
}

/** A file past its byte limit, refused as its bytes arrive (413). */
export class FileTooLargeError extends DomainError {
  constructor(limit: number) {
    super(
      'FILE_TOO_LARGE',
      `El archivo supera el máximo de ${Math.round(limit / 1024 / 1024)} MB.`,
      'too_large',
    );
  }
}

export class MalformedMultipartError extends DomainError {
  constructor() {
    super(
      'MALFORMED_MULTIPART',
      'El formulario no se pudo leer: está incompleto o mal formado.',
      'invalid',
    );
  }
}

/** busboy's parse errors: the request's bytes are not a whole form (no boundary, cut short). */
const MALFORMED_BODY = /^Multipart: Boundary not found$|unexpected end of multipart data$/i;

function isMalformedBody(err: unknown): boolean {
  return err instanceof Error && MALFORMED_BODY.test(err.message);
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, IncomingFile>;
  /** Removes the temporary files. */
  cleanup(): Promise<void>;
}

/**
 * Reads multipart bodies into temporary files under one folder of the data directory. Each file
 * is counted as it streams to disk and the body stops being read at the first byte past its
 * limit; what was written is removed at once.
 */
export class MultipartReader {
  constructor(private readonly tmpRoot: string) {}

  /** Unknown file fields are refused rather than silently dropped. */
  async read(req: FastifyRequest, fileLimits: Record<string, number>): Promise<MultipartForm> {
    if (!req.isMultipart()) {
      throw new InputError('Envía el formulario como multipart/form-data.');
    }
    await mkdir(this.tmpRoot, { recursive: true });
    const dir = await mkdtemp(join(this.tmpRoot, 'upload-'));
    const form: MultipartForm = {
      fields: {},
      files: {},
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          const value = String(part.value);
          if (hasForbiddenCharacters(value) || hasForbiddenCharacters(part.fieldname)) {
            throw new InvalidTextError();
          }
          form.fields[part.fieldname] = value;
          continue;
        }
        const limit = fileLimits[part.fieldname];
        if (limit === undefined || form.files[part.fieldname]) {
          part.file.resume();
          throw new InputError(`El archivo "${part.fieldname}" no se esperaba.`, part.fieldname);
        }
        const path = join(dir, part.fieldname);
        const counter = new ByteLimit(limit);
        await pipeline(part.file, counter, createWriteStream(path));
        form.files[part.fieldname] = {
          path,
          size: counter.bytes,
          name: part.filename?.slice(0, 255) || null,
        };
      }
      return form;
    } catch (err) {
      await form.cleanup();
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new FileTooLargeError(Math.max(...Object.values(fileLimits)));
      }
      if (isMalformedBody(err)) {
        throw new MalformedMultipartError();
      }
      throw err;
    }
  }
}

/** Passes bytes through until one more than `limit` arrives, then fails the pipeline. */
class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: string, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(new FileTooLargeError(this.limit));
      return;
    }
    done(null, chunk);
  }
}

/** 'true'/'false' (and 1/0/on/off) as browsers and the spec's client send them. */
export function booleanField(form: MultipartForm, name: string): boolean {
  const raw = form.fields[name];
  if (raw === undefined || raw === '') {
    return false;
  }
  const value = raw.toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(value)) {
    return true;
  }
  if (['false', '0', 'off', 'no'].includes(value)) {
    return false;
  }
  throw new InputError(`El campo "${name}" debe ser true o false.`, name);
}

export function visibilityField(form: MultipartForm): 'public' | 'archived' {
  const raw = form.fields.visibility ?? 'public';
  if (raw !== 'public' && raw !== 'archived') {
    throw new InputError('La visibilidad debe ser public o archived.', 'visibility');
  }
  return raw;
}
