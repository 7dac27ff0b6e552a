import { UseGuards } from '@nestjs/common';
import {
  Args,
  Field,
  ID,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { Viewer } from '../../../platform/auth/auth-session';
import { CurrentViewer } from '../../../platform/auth/auth.decorators';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import { ProfileService } from '../../application/profile.service';
import { User } from '../../domain/user';
import { PublicProfileRecord } from '../../ports/profile.repository';
import { EditProfileInput } from '../dto/profile.inputs';
import { UserType } from './user.types';

@ObjectType('PublicProfile', {
  description:
    'What everyone sees of a profile besides its posts: found by a handle, old or current',
})
export class PublicProfileType {
  @Field(() => ID) id!: string;
  @Field({
    description:
      'The current handle: differs from the one asked for when that one was left behind (redirect to /u/{name})',
  })
  name!: string;
  @Field() fullname!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field({ description: 'Plain text; the client renders links and mentions in it' }) bio!: string;
  @Field(() => [String], { description: 'Up to three http(s) links' }) links!: string[];
  @Field(() => String, { nullable: true, description: 'The banner, 3:1' })
  coverImage!: string | null;
}

/** 'Editar perfil' and the profile's public details; the user's own bio, links and cover. */
@Resolver(() => UserType)
export class ProfileResolver {
  constructor(private readonly profiles: ProfileService) {}

  @ResolveField(() => String, { description: 'Plain text shown on the profile' })
  bio(@Parent() user: User): string {
    return user.bio ?? '';
  }

  @ResolveField(() => [String], { description: 'Up to three http(s) links shown on the profile' })
  links(@Parent() user: User): string[] {
    return user.links ?? [];
  }

  @ResolveField(() => String, { nullable: true, description: "The profile's banner, 3:1" })
  coverImage(@Parent() user: User): string | null {
    return user.coverImage ?? null;
  }

  @Query(() => PublicProfileType, {
    nullable: true,
    description:
      'A profile by its handle, or by a handle it left behind in the last 30 days; null when none',
  })
  publicProfile(@Args('handle') handle: string): Promise<PublicProfileRecord | null> {
    return this.profiles.findPublic(handle);
  }

  @Mutation(() => UserType, {
    description:
      'Edits the display name, handle, bio and links; every field is checked before anything is stored',
  })
  @UseGuards(JwtAuthGuard)
  editProfile(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: EditProfileInput,
  ): Promise<User> {
    return this.profiles.editProfile(viewer.id, input);
  }

  @Mutation(() => UserType, { description: "Removes the profile's cover image" })
  @UseGuards(JwtAuthGuard)
  removeProfileCover(@CurrentViewer() viewer: Viewer): Promise<User> {
    return this.profiles.removeCover(viewer.id);
  }
}
