import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  FULLNAME_MAX_LENGTH,
  HANDLE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../domain/account-rules';

const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/^@/, '').toLowerCase() : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Used as the GraphQL input and as the REST body of POST /api/account/signup. */
@InputType({ description: 'A new account: handle, display name, email and password.' })
export class SignUpInput {
  @Field({ description: 'Handle: 3–30 of a-z 0-9 _ . (unique, case-insensitive)' })
  @ApiProperty({
    description: 'Nombre de usuario: 3 a 30 de a-z 0-9 _ . (único)',
    example: 'ana.rojas',
  })
  @Transform(trimLower)
  @IsString({ message: 'El nombre de usuario es obligatorio.' })
  @Matches(HANDLE_PATTERN, {
    message: 'El nombre de usuario debe tener de 3 a 30 caracteres: letras, números, "_" o ".".',
  })
  name!: string;

  @Field()
  @ApiProperty({ description: 'Nombre completo', maxLength: FULLNAME_MAX_LENGTH })
  @Transform(trim)
  @IsString({ message: 'El nombre completo es obligatorio.' })
  @Length(1, FULLNAME_MAX_LENGTH, {
    message: `El nombre completo es obligatorio y no puede superar ${FULLNAME_MAX_LENGTH} caracteres.`,
  })
  fullname!: string;

  @Field()
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trim)
  @IsString({ message: 'El correo electrónico es obligatorio.' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'El correo electrónico no es válido.' })
  @IsEmail({}, { message: 'El correo electrónico no es válido.' })
  email!: string;

  @Field()
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'La contraseña es obligatoria.' })
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`,
  })
  password!: string;
}

/** Used as the GraphQL input and as the REST body of POST /api/account/signin. */
@InputType({ description: 'Sign in with email or handle and password.' })
export class SignInInput {
  @Field({ description: 'Email or handle' })
  @ApiProperty({ description: 'Correo o nombre de usuario' })
  @Transform(trim)
  @IsString({ message: 'Escribe tu correo o nombre de usuario.' })
  @Length(1, EMAIL_MAX_LENGTH, { message: 'Escribe tu correo o nombre de usuario.' })
  login!: string;

  @Field()
  @ApiProperty()
  @IsString({ message: 'Escribe tu contraseña.' })
  @Length(1, PASSWORD_MAX_LENGTH, { message: 'Escribe tu contraseña.' })
  password!: string;
}

const FULLNAME_MESSAGE = `El nombre completo es obligatorio y no puede superar ${FULLNAME_MAX_LENGTH} caracteres.`;

@InputType()
export class UpdateProfileInput {
  @Field({
    nullable: true,
    description: 'Absent: unchanged; it cannot be cleared (null is refused)',
  })
  // absent leaves it as it is; null is checked like any other value, and refused
  @ValidateIf((_input: unknown, value: unknown) => value !== undefined)
  @Transform(trim)
  @IsString({ message: FULLNAME_MESSAGE })
  @Length(1, FULLNAME_MAX_LENGTH, { message: FULLNAME_MESSAGE })
  fullname?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Our media path or an https URL; null clears it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  image?: string | null;
}
