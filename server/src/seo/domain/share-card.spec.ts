import type { MediaVariant, PostWithAuthor } from '../../content/domain/post';
import {
  clip,
  isShareable,
  POST_MEDIA_SIZES,
  postCard,
  postPicturePreload,
  previewImage,
  searchCard,
} from './share-card';

const variant = (width: number, format: MediaVariant['format']): MediaVariant => ({
  key: `public/posts/p/${width}.${format}`,
  width,
  height: width / 2,
  format,
  contentType: `image/${format}`,
  size: 1,
});

const links = {
  baseUrl: 'https://mixel.example',
  mediaUrl: (key: string) => `https://cdn.example/${key}`,
  absolute: (url: string) => url,
};

describe('share cards', () => {
  it('previews the widest JPEG up to 1200 px, else the widest WebP', () => {
    const post = { kind: 'image' as const, monetizable: false, video: null };
    expect(
      previewImage({
        ...post,
        variants: [variant(800, 'jpeg'), variant(1200, 'jpeg'), variant(1600, 'jpeg')],
      })?.key,
    ).toBe('public/posts/p/1200.jpeg');
    expect(
      previewImage({ ...post, variants: [variant(400, 'webp'), variant(800, 'webp')] })?.key,
    ).toBe('public/posts/p/800.webp');
    expect(previewImage({ ...post, variants: [] })).toBeNull();
  });

  it('shares only ready, public posts that are general', () => {
    expect(isShareable({ status: 'ready', visibility: 'public', contentLevel: 'general' })).toBe(
      true,
    );
    expect(isShareable({ status: 'ready', visibility: 'archived', contentLevel: 'general' })).toBe(
      false,
    );
    expect(
      isShareable({ status: 'processing', visibility: 'public', contentLevel: 'general' }),
    ).toBe(false);
    expect(isShareable({ status: 'ready', visibility: 'public', contentLevel: 'sensible' })).toBe(
      false,
    );
    expect(isShareable({ status: 'ready', visibility: 'public', contentLevel: 'explicito' })).toBe(
      false,
    );
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    expect(clip('uno dos tres', 20)).toBe('uno dos tres');
    expect(clip('uno   dos\n tres cuatro', 14)).toBe('uno dos tres…');
  });

  it("names the post's author in its description and links its page", () => {
    const card = postCard(
      {
        id: 'abc',
        title: 'Faro',
        description: '',
        kind: 'image',
        monetizable: false,
        variants: [variant(1200, 'jpeg')],
        video: null,
        author: { id: 'u', name: 'ana', fullname: '', image: null, score: 0 },
      } as unknown as PostWithAuthor,
      links,
    );
    expect(card).toMatchObject({
      title: 'Faro · Mixel',
      description: 'Por ana (@ana) en Mixel.',
      canonicalUrl: 'https://mixel.example/p/abc',
      image: { url: 'https://cdn.example/public/posts/p/1200.jpeg', width: 1200, height: 600 },
    });
  });

  it("preloads the post page's AVIF widths with the page's sizes, and nothing for a video", () => {
    const post = {
      kind: 'image',
      monetizable: false,
      variants: [variant(800, 'avif'), variant(400, 'avif'), variant(400, 'webp')],
    } as unknown as PostWithAuthor;
    expect(postPicturePreload(post, links)).toEqual({
      type: 'image/avif',
      srcset:
        'https://cdn.example/public/posts/p/400.avif 400w, https://cdn.example/public/posts/p/800.avif 800w',
      sizes: POST_MEDIA_SIZES,
    });
    expect(postPicturePreload({ ...post, kind: 'video' }, links)).toBeUndefined();
  });

  it('gives an empty search the generic search card', () => {
    expect(searchCard('  ', 'https://m.example')).toMatchObject({
      title: 'Buscar · Mixel',
      canonicalUrl: 'https://m.example/results',
    });
  });
});
