import { Injectable } from '@nestjs/common';
import { isUuid } from '../../kernel/ids';
import { MediaStore } from '../../platform/storage/media-store.port';
import {
  CardLinks,
  explorerCard,
  HIDDEN_CARD,
  isShareable,
  postCard,
  profileCard,
  searchCard,
  ShareCard,
  SITE_CARD,
} from '../domain/share-card';
import { PublicCatalog } from '../ports/public-catalog';

/** A page's card and whether the page exists (a missing post or profile answers 404). */
export interface SharePage {
  found: boolean;
  card: ShareCard;
}

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
      card: isShareable(post) ? postCard(post, this.links(baseUrl)) : HIDDEN_CARD,
    };
  }

  async profile(name: string, baseUrl: string): Promise<SharePage> {
    const profile = await this.catalog.findProfile(name.replace(/^@/, ''));
    return profile
      ? { found: true, card: profileCard(profile, this.links(baseUrl)) }
      : { found: false, card: SITE_CARD };
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
