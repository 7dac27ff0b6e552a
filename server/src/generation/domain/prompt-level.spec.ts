import { classifyPrompt, EXPLICIT_PROMPT_WORDS } from './prompt-level';

describe(classifyPrompt.name, () => {
  it.each([
    'Una mujer desnuda en la playa',
    'DESNUDOS artísticos al atardecer',
    'escena erótica en un hotel',
    'escena ERÓTICA',
    'a naked man in the rain',
    'nude portrait, studio light',
    'nsfw anime girl',
    'pornografía',
    'a topless sunbather',
    'sexo en la ciudad',
    'senos   al aire libre',
  ])('marks "%s" explicit', (prompt) => {
    expect(classifyPrompt(prompt)).toBe('explicito');
  });

  it.each([
    'Un atardecer en la montaña',
    'a red fox in the snow',
    'Sussex countryside, watercolour',
    'la peneplanicie de una península',
    'Essex cottages',
    'montañas nevadas y un lago',
    'the sextant of an old ship',
    'unsexy?',
    '',
  ])('leaves "%s" general', (prompt) => {
    expect(classifyPrompt(prompt)).toBe('general');
  });

  it('keeps a short list of lower-case words without accents', () => {
    expect(EXPLICIT_PROMPT_WORDS.length).toBeLessThan(60);
    for (const word of EXPLICIT_PROMPT_WORDS) {
      expect(word).toBe(word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    }
  });
});
