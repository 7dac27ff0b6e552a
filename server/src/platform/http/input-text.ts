import { DomainError } from '../../kernel/domain-error';

/** NUL and the other C0 controls but tab, newline and carriage return; lone surrogates. */
const FORBIDDEN =
  // matching control characters is the point of this pattern
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deepest nesting of objects and arrays a request may send; our bodies are two or three deep. */
export const MAX_INPUT_DEPTH = 32;

export class InvalidTextError extends DomainError {
  constructor() {
    super('INVALID_CHARACTERS', 'El texto contiene caracteres no permitidos.', 'invalid');
  }
}

export class InputTooDeepError extends DomainError {
  constructor() {
    super('INPUT_TOO_DEEP', 'Los datos enviados están anidados demasiado.', 'invalid');
  }
}

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * The first problem in a decoded input (strings, keys, nesting), or null. Walks without
 * recursion, so that a hostile depth cannot exhaust the stack here either.
 */
export function inputProblem(
  value: unknown,
  options: { characters?: boolean; maxDepth?: number } = {},
): DomainError | null {
  const characters = options.characters ?? true;
  const maxDepth = options.maxDepth ?? MAX_INPUT_DEPTH;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (characters && hasForbiddenCharacters(current)) {
        return new InvalidTextError();
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) {
      continue;
    }
    if (depth >= maxDepth) {
      return new InputTooDeepError();
    }
    if (Array.isArray(current)) {
      for (const item of current) {
        stack.push([item, depth + 1]);
      }
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (characters && hasForbiddenCharacters(key)) {
        return new InvalidTextError();
      }
      stack.push([item, depth + 1]);
    }
  }
  return null;
}
