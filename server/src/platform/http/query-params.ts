import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The deepest page a list may be asked for, and the most items one page holds. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

export const PAGE_MESSAGE = `El parámetro page debe ser un entero entre 1 y ${MAX_PAGE}.`;
export const LIMIT_MESSAGE = 'El parámetro limit debe ser un entero positivo.';

/**
 * An absent or empty parameter (`?page=`) is `fallback`: the transform runs for every key the
 * query names, and an undefined here would replace the field's default with nothing.
 */
const toNumberOr =
  (fallback: number) =>
  ({ value }: { value: unknown }): number =>
    value === undefined || value === '' ? fallback : Number(value);

/** `?page=`: an integer from 1 to MAX_PAGE, 1 when absent. */
export function PageParam(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 }),
    IsOptional(),
    Transform(toNumberOr(1)),
    IsInt({ message: PAGE_MESSAGE }),
    Min(1, { message: PAGE_MESSAGE }),
    Max(MAX_PAGE, { message: PAGE_MESSAGE }),
  );
}

/** `?limit=`: a positive integer; more than `max` is served as `max`, not refused. */
export function LimitParam(max = MAX_PAGE_SIZE, fallback = DEFAULT_PAGE_SIZE): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      description: `Hasta ${max}; un valor mayor se sirve como ${max}.`,
    }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => {
      const n = toNumberOr(fallback)({ value });
      return Number.isFinite(n) && n > max ? max : n;
    }),
    IsInt({ message: LIMIT_MESSAGE }),
    Min(1, { message: LIMIT_MESSAGE }),
  );
}

/** The page and size of a paged REST list (the spec's `?page&limit`). */
export class PageQuery {
  @PageParam() page: number = 1;
  @LimitParam() limit: number = DEFAULT_PAGE_SIZE;
}
