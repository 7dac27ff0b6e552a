import { areSimilar, FLOOD_LIMIT, hasLink, REVIEW_REASONS, reviewReasonOf } from './comment-review';

const NOW = new Date('2026-11-26T12:00:00Z');
const young = { createdAt: new Date(NOW.getTime() - 2 * 3_600_000) };
const old = { createdAt: new Date(NOW.getTime() - 2 * 86_400_000) };

describe('comment review', () => {
  it('finds links with a scheme, www. or a known top-level domain', () => {
    for (const body of [
      'mira https://spam.example',
      'entra a www.ofertas.example',
      'compra en tienda-barata.com/rebajas',
      'GANA.XYZ',
    ]) {
      expect(hasLink(body)).toBe(true);
    }
    for (const body of [
      'Qué bonita foto',
      'precio 3.50 dólares',
      '¡hola!... qué tal',
      '@ana #retrato',
    ]) {
      expect(hasLink(body)).toBe(false);
    }
  });

  it('treats comments as alike despite accents, case, punctuation and a changed word', () => {
    expect(areSimilar('¡Sígueme y te sigo!', 'sigueme y TE sigo')).toBe(true);
    expect(
      areSimilar(
        'visita mi perfil para ver más fotos geniales',
        'visita mi perfil para ver más fotos lindas',
      ),
    ).toBe(true);
    expect(areSimilar('Qué buena foto', 'Qué mala foto')).toBe(false);
    expect(areSimilar('', '')).toBe(false);
  });

  it('holds only new accounts: a link, the third alike comment, or a flood', () => {
    expect(reviewReasonOf('www.spam.example', young, NOW, [])).toBe(REVIEW_REASONS.link);
    expect(reviewReasonOf('www.spam.example', old, NOW, [])).toBeNull();
    expect(reviewReasonOf('te sigo', young, NOW, ['te sigo'])).toBeNull();
    expect(reviewReasonOf('te sigo', young, NOW, ['te sigo', 'Te sigo!'])).toBe(
      REVIEW_REASONS.similar,
    );
    expect(reviewReasonOf('te sigo', old, NOW, ['te sigo', 'te sigo', 'te sigo'])).toBeNull();
    const many = Array.from({ length: FLOOD_LIMIT }, (_, i) => `comentario distinto ${i}`);
    expect(reviewReasonOf('otro más', young, NOW, many.slice(1))).toBeNull();
    expect(reviewReasonOf('otro más', young, NOW, many)).toBe(REVIEW_REASONS.flood);
    // an account of unknown age is treated as new
    expect(reviewReasonOf('https://x.example', {}, NOW, [])).toBe(REVIEW_REASONS.link);
  });
});
