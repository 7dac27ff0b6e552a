import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength, ValidateIf } from 'class-validator';
import { BIO_MAX_LENGTH, LINK_MAX_LENGTH, PROFILE_LINKS_MAX } from '../../domain/profile-rules';

const present = (_input: unknown, value: unknown) => value !== undefined;

/**
 * Used as the GraphQL input and as the REST body of PATCH /api/account/profile. The edge only
 * bounds sizes; the rules (and their Spanish messages) are the domain's.
 */
@InputType({ description: "The signed-in user's profile: absent fields stay as they are." })
export class EditProfileInput {
  @Field({ nullable: true, description: 'Display name, 1–60 characters' })
  @ApiProperty({ required: false, example: 'Diego Max' })
  @ValidateIf(present)
  @IsString({ message: 'El nombre es obligatorio.' })
  @MaxLength(1000, { message: 'El nombre completo no puede superar 60 caracteres.' })
  fullname?: string;

  @Field({
    nullable: true,
    description:
      'A new handle with the rules of sign-up; the old one redirects to the profile and stays reserved for 30 days',
  })
  @ApiProperty({ required: false, example: 'diego.max' })
  @ValidateIf(present)
  @IsString({ message: 'El nombre de usuario es obligatorio.' })
  @MaxLength(1000, { message: 'El nombre de usuario no es válido.' })
  name?: string;

  @Field({ nullable: true, description: `Plain text, up to ${BIO_MAX_LENGTH} characters` })
  @ApiProperty({ required: false, example: 'Fotografía nocturna desde Bogotá.' })
  @ValidateIf(present)
  @IsString({ message: 'La biografía debe ser texto.' })
  @MaxLength(10_000, {
    message: `La biografía no puede superar ${BIO_MAX_LENGTH} caracteres.`,
  })
  bio?: string;

  @Field(() => [String], {
    nullable: true,
    description: `Up to ${PROFILE_LINKS_MAX} http(s) links; the list replaces the stored one`,
  })
  @ApiProperty({ required: false, type: [String], example: ['https://diego.example.com'] })
  @ValidateIf(present)
  @IsArray({ message: 'Los enlaces deben ser una lista.' })
  @ArrayMaxSize(20, { message: `Puedes añadir hasta ${PROFILE_LINKS_MAX} enlaces.` })
  @IsString({ each: true, message: 'Cada enlace debe ser texto.' })
  @MaxLength(LINK_MAX_LENGTH * 4, {
    each: true,
    message: 'Ese enlace es demasiado largo.',
  })
  links?: string[];
}
