import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../kernel/clock';
import { MediaStore } from '../../platform/storage/media-store.port';
import { normalizeFullname, normalizeHandle } from '../domain/account-rules';
import { normalizeBio, normalizeLinks, redirectExpiry } from '../domain/profile-rules';
import { User } from '../domain/user';
import { AccountEvents } from '../ports/account-events';
import { CoverRenderer } from '../ports/cover-renderer';
import {
  ProfileDetailsPatch,
  ProfileRepository,
  PublicProfileRecord,
} from '../ports/profile.repository';

export interface EditProfileCommand {
  fullname?: string;
  /** A new handle, with the rules of sign-up. */
  name?: string;
  bio?: string;
  links?: string[];
}

/** 'Editar perfil': names, handle, bio, links and cover, and the profile everyone reads. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly events: AccountEvents,
    private readonly covers: CoverRenderer,
    private readonly media: MediaStore,
    private readonly clock: Clock,
  ) {}

  /** Every field is checked before anything is stored: a refusal changes nothing. */
  async editProfile(userId: string, command: EditProfileCommand): Promise<User> {
    const patch: ProfileDetailsPatch = {};
    if (command.fullname !== undefined) {
      patch.fullname = normalizeFullname(command.fullname);
    }
    if (command.bio !== undefined) {
      patch.bio = normalizeBio(command.bio);
    }
    if (command.links !== undefined) {
      patch.links = normalizeLinks(command.links);
    }
    const name = command.name !== undefined ? normalizeHandle(command.name) : undefined;
    if (name !== undefined) {
      const now = this.clock.now();
      await this.profiles.changeHandle(userId, name, redirectExpiry(now), now);
    }
    const user = await this.profiles.saveDetails(userId, patch);
    await this.events.userChanged(user);
    return user;
  }

  /** Replaces the banner with a 3:1, metadata-free rendition of the upload. */
  async changeCover(userId: string, picture: Buffer): Promise<User> {
    const cover = await this.covers.render(picture);
    const key = `public/covers/${userId}/${randomUUID()}.${cover.extension}`;
    await this.media.put(key, cover.bytes, cover.contentType);
    return this.save(userId, { coverImage: this.media.publicUrl(key) });
  }

  removeCover(userId: string): Promise<User> {
    return this.save(userId, { coverImage: null });
  }

  /** By the current handle or one left behind in the last 30 days (the caller redirects). */
  findPublic(handle: string): Promise<PublicProfileRecord | null> {
    const name = handle.trim().replace(/^@/, '');
    return name ? this.profiles.findPublic(name, this.clock.now()) : Promise.resolve(null);
  }

  private async save(userId: string, patch: ProfileDetailsPatch): Promise<User> {
    const user = await this.profiles.saveDetails(userId, patch);
    await this.events.userChanged(user);
    return user;
  }
}
