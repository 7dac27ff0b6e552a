import { resolveCategory } from './category';
import { ContentError } from './content.error';
import {
  MediaVariant,
  Post,
  canUploadVideo,
  canView,
  downloadAllowance,
  downloadKind,
  earnsCommission,
  publicVariants,
  seesPremiumMedia,
  uploadLimitFor,
  visibleGeneration,
} from './post';
import {
  extractHashtags,
  extractMentions,
  normalizeDescription,
  normalizeTitle,
} from './post-rules';

describe('post rules', () => {
  it('requires a title and accepts up to 100 characters', () => {
    expect(() => normalizeTitle('   ')).toThrow('El título es obligatorio.');
    expect(normalizeTitle('x'.repeat(100))).toHaveLength(100);
    expect(() => normalizeTitle('x'.repeat(101))).toThrow(ContentError);
    expect(normalizeTitle('  Atardecer   en  Cusco ')).toBe('Atardecer en Cusco');
  });

  it('allows an empty description and refuses more than 2,200 characters', () => {
    expect(normalizeDescription(undefined)).toBe('');
    expect(normalizeDescription('a'.repeat(2200))).toHaveLength(2200);
    expect(() => normalizeDescription('a'.repeat(2201))).toThrow(
      'La descripción no puede superar 2200 caracteres.',
    );
  });

  it('extracts hashtags with accents, once each, lower-cased', () => {
    expect(extractHashtags('Subiendo la #Montaña hoy #montaña #cielo_azul, no#esto')).toEqual([
      'montaña',
      'cielo_azul',
    ]);
  });

  it('extracts mentions but not emails', () => {
    expect(extractMentions('Foto de @Ana.Maria y @pepe, escribe a x@mail.com')).toEqual([
      'ana.maria',
      'pepe',
    ]);
  });
});

function post(patch: Partial<Post> = {}): Post {
  return {
    id: 'p',
    authorId: 'owner',
    kind: 'image',
    title: 't',
    description: '',
    hashtags: [],
    mentions: [],
    category: 'Otros',
    visibility: 'public',
    monetizable: false,
    contentLevel: 'general',
    status: 'ready',
    progress: 100,
    failureReason: null,
    width: 1,
    height: 1,
    dominantColor: null,
    blurhash: null,
    phash: null,
    original: { key: 'k', name: null, contentType: 'image/jpeg', size: 1 },
    editable: null,
    variants: [],
    premium: null,
    video: null,
    generation: null,
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    downloadCount: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...patch,
  };
}

describe('visibility and downloads', () => {
  const free = { id: 'f', plan: 'free' as const };
  const pro = { id: 'p', plan: 'pro' as const };
  const owner = { id: 'owner', plan: 'free' as const };

  it('shows archived, processing and failed posts to their owner only', () => {
    for (const p of [
      post({ visibility: 'archived' }),
      post({ status: 'processing' }),
      post({ status: 'failed' }),
    ]) {
      expect(canView(p, null)).toBe(false);
      expect(canView(p, free)).toBe(false);
      expect(canView(p, owner)).toBe(true);
    }
    expect(canView(post(), null)).toBe(true);
  });

  it('watermarks monetized downloads for visitors and free users only', () => {
    const monetized = post({ monetizable: true });
    expect(downloadKind(monetized, null)).toBe('watermarked');
    expect(downloadKind(monetized, free)).toBe('watermarked');
    expect(downloadKind(monetized, pro)).toBe('original');
    expect(downloadKind(monetized, owner)).toBe('original');
    expect(downloadKind(post(), null)).toBe('original');
  });

  it('pays a commission for paid-plan downloads of monetized posts, never to oneself', () => {
    expect(earnsCommission(post({ monetizable: true }), pro)).toBe(true);
    expect(earnsCommission(post({ monetizable: true }), free)).toBe(false);
    expect(earnsCommission(post({ monetizable: true }), { id: 'owner', plan: 'max' })).toBe(false);
    expect(earnsCommission(post(), pro)).toBe(false);
  });

  it('counts downloads against the plan of signed-in users, never visitors or the owner', () => {
    expect(downloadAllowance(post(), null)).toBeNull();
    expect(downloadAllowance(post(), owner)).toBeNull();
    expect(downloadAllowance(post(), free)).toEqual({ perDay: 5 });
    expect(downloadAllowance(post(), { id: 'b', plan: 'basic' })).toEqual({ perDay: 20 });
    expect(downloadAllowance(post(), pro)).toEqual({ perDay: 100 });
    expect(downloadAllowance(post(), { id: 'm', plan: 'max' })).toEqual({ perDay: null });
  });

  it('lets only Max-plan users upload videos', () => {
    expect(canUploadVideo('max')).toBe(true);
    expect(canUploadVideo('pro')).toBe(false);
    expect(canUploadVideo('free')).toBe(false);
  });

  it('limits uploads by plan: 30 MB images for all, 500 MB videos (and staged files) for Max', () => {
    const MB = 1024 * 1024;
    expect(uploadLimitFor('free', 'image')).toBe(30 * MB);
    expect(uploadLimitFor('free', 'video')).toBeNull();
    expect(uploadLimitFor('pro', null)).toBe(30 * MB);
    expect(uploadLimitFor('max', 'video')).toBe(500 * MB);
    expect(uploadLimitFor('max', null)).toBe(500 * MB);
  });

  it('gives the premium media of monetized posts to their owner and premium plans only', () => {
    const monetized = post({ monetizable: true });
    expect(seesPremiumMedia(monetized, null)).toBe(false);
    expect(seesPremiumMedia(monetized, free)).toBe(false);
    expect(seesPremiumMedia(monetized, owner)).toBe(true);
    expect(seesPremiumMedia(monetized, pro)).toBe(true);
    expect(seesPremiumMedia(post(), pro)).toBe(false);
  });

  it('stops the public variants of monetized posts at the detail size', () => {
    const at = (width: number): MediaVariant => ({
      key: `public/p/w${width}.webp`,
      width,
      height: width,
      format: 'webp',
      contentType: 'image/webp',
      size: 1,
    });
    const variants = [400, 800, 1200, 1600, 2400].map(at);
    expect(publicVariants(post({ variants })).map((v) => v.width)).toEqual([
      400, 800, 1200, 1600, 2400,
    ]);
    expect(publicVariants(post({ variants, monetizable: true })).map((v) => v.width)).toEqual([
      400, 800, 1200,
    ]);
  });

  it('shows how a post was generated to everyone, or only to its creator when the prompt is hidden', () => {
    const made = {
      generationId: 'g',
      imageIndex: 0,
      prompt: 'un faro',
      model: 'journey',
      modelName: 'Journey',
      imageDimensions: '1:1',
      generationMode: 'fast',
      seed: 7,
      showPrompt: true,
    };
    expect(visibleGeneration(post({ generation: made }), null)?.prompt).toBe('un faro');
    const hidden = post({ generation: { ...made, showPrompt: false } });
    expect(visibleGeneration(hidden, null)).toBeNull();
    expect(visibleGeneration(hidden, free)).toBeNull();
    expect(visibleGeneration(hidden, owner)?.prompt).toBe('un faro');
    expect(visibleGeneration(post(), owner)).toBeNull();
  });
});

describe('categories', () => {
  it('keeps a chosen category, derives one from hashtags, or falls back to Otros', () => {
    expect(resolveCategory('Retratos', ['montaña'])).toBe('Retratos');
    expect(resolveCategory(null, ['viernes', 'montaña'])).toBe('Paisajes');
    expect(resolveCategory(undefined, ['nada'])).toBe('Otros');
    expect(() => resolveCategory('Gatitos', [])).toThrow('La categoría debe ser una de');
  });
});
