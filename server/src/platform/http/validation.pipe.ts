import { ValidationError, ValidationPipe } from '@nestjs/common';
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

/** Validates every DTO at the edge; unknown fields are refused, the first problem is reported. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
