import { applyDecorators } from '@nestjs/common';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidationArguments,
} from 'class-validator';
import { CATEGORIES } from '../domain/category';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../domain/post-rules';

/**
 * Caps on the raw text, above the domain's limits: the domain folds white space before it counts
 * characters, and refuses what is still too long with the same message.
 */
const TITLE_RAW_MAX = 400;
const DESCRIPTION_RAW_MAX = 10_000;
const CATEGORY_RAW_MAX = 40;

/** The Spanish message of each rule on a post's fields, wherever they are sent. */
export const POST_FIELD_MESSAGES = {
  title: 'El título es obligatorio.',
  titleTooLong: `El título no puede superar ${TITLE_MAX_LENGTH} caracteres.`,
  description: 'La descripción debe ser un texto.',
  descriptionTooLong: `La descripción no puede superar ${DESCRIPTION_MAX_LENGTH} caracteres.`,
  category: `La categoría debe ser una de: ${CATEGORIES.join(', ')}.`,
  visibility: 'La visibilidad debe ser public o archived.',
  flag: ({ property }: ValidationArguments) => `El campo "${property}" debe ser true o false.`,
};

/** A post's title: required text; its length rule is the domain's. */
export function PostTitle(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: POST_FIELD_MESSAGES.title }),
    MaxLength(TITLE_RAW_MAX, { message: POST_FIELD_MESSAGES.titleTooLong }),
  );
}

/** A post's description (`desc`): optional text. */
export function PostDescription(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: POST_FIELD_MESSAGES.description }),
    MaxLength(DESCRIPTION_RAW_MAX, { message: POST_FIELD_MESSAGES.descriptionTooLong }),
  );
}

/** A post's category: optional; the domain checks it is one of the categories. */
export function PostCategory(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsString({ message: POST_FIELD_MESSAGES.category }),
    MaxLength(CATEGORY_RAW_MAX, { message: POST_FIELD_MESSAGES.category }),
  );
}

/** `public` or `archived`. */
export function PostVisibility(): PropertyDecorator {
  return IsIn(['public', 'archived'], { message: POST_FIELD_MESSAGES.visibility });
}

/** A yes/no setting of a post (monetizable, sensitive, showPrompt). */
export function PostFlag(): PropertyDecorator {
  return IsBoolean({ message: POST_FIELD_MESSAGES.flag });
}
