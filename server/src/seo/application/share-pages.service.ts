import { Injectable } from '@nestjs/common';
import { entitlementsOf } from '../../billing/domain/entitlements';
import type { PostWithAuthor } from '../../content/domain/post';
import { isUuid } from '../../kernel/ids';
import { MediaStore } from '../../platform/storage/media-store.port';
import {
  CardLinks,
  explorerCard,
  HIDDEN_CARD,
  isShareable,
  postCard,
  Profile,
  profileCard,
  profilePath,
  searchCard,
  ShareCard,
  SITE_CARD,
} from '../domain/share-card';
import { PublicCatalog } from '../ports/public-catalog';

/** A page's card and whether the page exists (a missing post or profile answers 404). */
export interface SharePage {
  found: boolean;
  card: ShareCard;
  /** The gallery's first posts, drawn into the page before its script runs (the home page). */
  tiles?: PostWithAuthor[];
  /** The post whose picture is drawn into the page before its script runs (a post page). */
  post?: PostWithAuthor;
  /** The profile whose head is drawn into the page before its script runs (a profile page). */
  profile?: Profile;
  /** Where the page moved: a profile's handle left behind redirects to its current one. */
  movedTo?: string;
}

/**
 * How many of the gallery's first posts the home page carries: a phone's first screen and a wide
 * one's first rows, and never past the first sponsored tile, which a visitor's feed puts after
 * `adEvery - 1` posts (past it the server's tiles would not be where the app draws its own).
 */
export const FIRST_TILES = Math.min(12, (entitlementsOf('free').adEvery ?? Infinity) - 1);

/** The cards of the pages people share: one query for a post or a profile, none for the rest. */
@Injectable()
export class SharePagesService {
  constructor(
    private readonly catalog: PublicCatalog,
    private readonly media: MediaStore,
  ) {}

  async post(id: string, baseUrl: string): Promise<SharePage> {
    const post = isUuid(id) ? await this.catalog.findPost(id) : null;
    if (!post) {
      return { found: false, card: SITE_CARD };
    }
    // the page exists for its owner (who signs in on it); visitors' previews show nothing of it
    return {
      found: true,
      ...(isShareable(post)
        ? { card: postCard(post, this.links(baseUrl)), post }
        : { card: HIDDEN_CARD }),
    };
  }

  async profile(name: string, baseUrl: string): Promise<SharePage> {
    const handle = name.replace(/^@/, '');
    const profile = await this.catalog.findProfile(handle);
    if (profile) {
      return { found: true, card: profileCard(profile, this.links(baseUrl)), profile };
    }
    const moved = await this.catalog.findMovedProfile(handle);
    return moved
      ? { found: false, card: SITE_CARD, movedTo: profilePath(moved) }
      : { found: false, card: SITE_CARD };
  }

  /** The home page: Mixel's card and the gallery's first posts as a visitor gets them. */
  async home(baseUrl: string): Promise<SharePage> {
    return {
      found: true,
      card: { ...SITE_CARD, canonicalUrl: `${baseUrl}/` },
      tiles: await this.catalog.galleryStart(FIRST_TILES),
    };
  }

  search(query: string, baseUrl: string): SharePage {
    return { found: true, card: searchCard(query, baseUrl) };
  }

  explorer(baseUrl: string): SharePage {
    return { found: true, card: explorerCard(baseUrl) };
  }

  private links(baseUrl: string): CardLinks {
    const absolute = (url: string) => new URL(url, `${baseUrl}/`).toString();
    return { baseUrl, absolute, mediaUrl: (key) => absolute(this.media.publicUrl(key)) };
  }
}
