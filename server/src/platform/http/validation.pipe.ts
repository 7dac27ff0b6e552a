import { ArgumentMetadata, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { InputError } from '../../kernel/domain-error';

function firstMessage(errors: ValidationError[]): { message: string; field?: string } {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) {
      const message = error.constraints?.whitelistValidation
        ? `El campo "${error.property}" no está permitido.`
        : messages[0];
      return { message, field: error.property };
    }
    const nested = firstMessage(error.children ?? []);
    if (nested.field) {
      return nested;
    }
  }
  return { message: 'La solicitud no es válida.' };
}

/** Query strings kept per DTO; past this the oldest is forgotten first. */
const PASSED_QUERIES_KEPT = 500;

type Fields = Record<string, unknown>;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * The global pipe, remembering the query strings (`@Query()` DTOs) it let through: the same query
 * string asked again (a gallery's first page, a category) gets a copy of what it became, without
 * class-transformer and class-validator, which cost 20–40 µs a request. Only answers made of plain
 * values are kept (a copy shares nothing mutable), and refusals are always run again.
 */
class EdgeValidationPipe extends ValidationPipe {
  private readonly passed = new Map<Type, Map<string, Fields>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.type === 'query' ? metadata.metatype : undefined;
    if (!metatype || !isQueryObject(value) || !this.toValidate(metadata)) {
      return super.transform(value, metadata);
    }
    const key = JSON.stringify(value);
    let known = this.passed.get(metatype);
    const fields = known?.get(key);
    if (fields) {
      return Object.assign(Object.create(metatype.prototype as object) as object, fields);
    }
    const result: unknown = await super.transform(value, metadata);
    if (result instanceof metatype && Object.values(result).every(isScalar)) {
      if (!known) {
        known = new Map();
        this.passed.set(metatype, known);
      }
      known.set(key, { ...(result as Fields) });
      if (known.size > PASSED_QUERIES_KEPT) {
        known.delete(known.keys().next().value!);
      }
    }
    return result;
  }
}

/** A parsed query string: an object of strings (arrays for repeated keys). */
function isQueryObject(value: unknown): value is Fields {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' || Array.isArray(v))
  );
}

/** Validates every DTO at the edge; unknown fields are refused, the first problem is reported. */
export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const { message, field } = firstMessage(errors);
      return new InputError(message, field);
    },
  });
}
