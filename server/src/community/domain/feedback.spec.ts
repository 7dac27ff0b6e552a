import { CommunityError } from './community.error';
import { pageOf, pagePathOf, validFeedbackOrThrow } from './feedback';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as CommunityError).message;
  }
  return '';
}

describe(validFeedbackOrThrow.name, () => {
  it('asks for the emoji first, even when the comment is missing too', () => {
    expect(messageOf(() => validFeedbackOrThrow({}))).toBe('Seleccione un emoji.');
    expect(messageOf(() => validFeedbackOrThrow({ rating: 'great', message: 'hola' }))).toBe(
      'Seleccione un emoji.',
    );
  });

  it('then asks for a comment that is not blank', () => {
    expect(messageOf(() => validFeedbackOrThrow({ rating: 'low' }))).toBe('Escribe un comentario.');
    expect(messageOf(() => validFeedbackOrThrow({ rating: 'low', message: ' \n ' }))).toBe(
      'Escribe un comentario.',
    );
  });

  it('refuses a comment of 2001 characters and keeps one of 2000, trimmed', () => {
    expect(
      messageOf(() => validFeedbackOrThrow({ rating: 'high', message: 'a'.repeat(2001) })),
    ).toBe('El comentario no puede superar 2000 caracteres.');
    const sut = validFeedbackOrThrow({ rating: 'high', message: ` ${'😀'.repeat(2000)} ` });
    expect(sut).toEqual({ rating: 'high', message: '😀'.repeat(2000) });
  });
});

describe(pagePathOf.name, () => {
  it('keeps an app path and the path of a full URL, and nothing else', () => {
    expect(pagePathOf('/u/ana?tab=likes#top')).toBe('/u/ana?tab=likes');
    expect(pagePathOf('https://mixel.example/p/1?x=2')).toBe('/p/1?x=2');
    expect(pagePathOf('//evil.example/')).toBeNull();
    expect(pagePathOf('javascript:alert(1)')).toBeNull();
    expect(pagePathOf(undefined)).toBeNull();
  });
});

describe(pageOf.name, () => {
  it('answers 1 for anything that is not a positive whole number', () => {
    expect([pageOf(3), pageOf(0), pageOf(-2), pageOf(1.5), pageOf(null)]).toEqual([3, 1, 1, 1, 1]);
  });
});
