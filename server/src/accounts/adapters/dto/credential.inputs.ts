import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, MaxLength, MinLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../domain/account-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const NEW_PASSWORD = `La contraseña nueva debe tener de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`;
const LINK = 'Falta el código del enlace. Ábrelo de nuevo desde el correo.';

/** POST /api/account/password */
export class ChangePasswordInput {
  @ApiProperty({ description: 'La contraseña actual' })
  @IsString({ message: 'Escribe tu contraseña actual.' })
  @Length(1, PASSWORD_MAX_LENGTH, { message: 'Escribe tu contraseña actual.' })
  currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: NEW_PASSWORD })
  @MinLength(PASSWORD_MIN_LENGTH, { message: NEW_PASSWORD })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: NEW_PASSWORD })
  newPassword!: string;
}

/** POST /api/account/password/forgot */
export class ForgotPasswordInput {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trim)
  @IsString({ message: 'Escribe tu correo electrónico.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'El correo electrónico no es válido.' })
  @IsEmail({}, { message: 'El correo electrónico no es válido.' })
  email!: string;
}

/** POST /api/account/password/reset */
export class ResetPasswordInput {
  @ApiProperty({ description: 'El código del enlace enviado por correo' })
  @IsString({ message: LINK })
  @Length(1, 200, { message: LINK })
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: NEW_PASSWORD })
  @MinLength(PASSWORD_MIN_LENGTH, { message: NEW_PASSWORD })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: NEW_PASSWORD })
  password!: string;
}

/** POST /api/account/email/verify and /api/account/email/confirm */
export class EmailLinkInput {
  @ApiProperty({ description: 'El código del enlace enviado por correo' })
  @IsString({ message: LINK })
  @Length(1, 200, { message: LINK })
  token!: string;
}

/** POST /api/account/email */
export class ChangeEmailInput {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, description: 'El correo nuevo' })
  @Transform(trim)
  @IsString({ message: 'Escribe el correo nuevo.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'El correo electrónico no es válido.' })
  @IsEmail({}, { message: 'El correo electrónico no es válido.' })
  email!: string;

  @ApiProperty({ description: 'La contraseña actual' })
  @IsString({ message: 'Escribe tu contraseña actual.' })
  @Length(1, PASSWORD_MAX_LENGTH, { message: 'Escribe tu contraseña actual.' })
  password!: string;
}
