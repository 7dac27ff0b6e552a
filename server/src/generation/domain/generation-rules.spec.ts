import {
  DIMENSIONS,
  generationCost,
  IMAGE_COUNTS,
  MODES,
  PREMIUM_MESSAGE,
  validateRequest,
} from './generation-rules';
import { PRESETS } from './presets';

describe('generation cost', () => {
  it('prices Journey: 50 per square fast image, area for other shapes, 2% more for consistent', () => {
    const journey = { costPerImage: 50 };
    expect(generationCost(journey, '1:1', 'fast', 1)).toBe(50);
    expect(generationCost(journey, '2:3', 'fast', 1)).toBe(75); // 1 × 1.5
    expect(generationCost(journey, '16:9', 'fast', 1)).toBe(88); // 16/9 = 88.88… truncated
    expect(generationCost(journey, '1:1', 'consistent', 1)).toBe(51);
    expect(generationCost(journey, '16:9', 'consistent', 8)).toBe(725); // 50 × 16/9 × 1.02 × 8 = 725.33
  });

  it('covers every preset × dimension × mode × count with a whole, positive, monotonic cost', () => {
    expect(PRESETS).toHaveLength(15);
    expect(PRESETS.filter((p) => p.isFeatured).map((p) => p.name)).toEqual([
      'Lucid Realism',
      'GPT-Image-1',
      'FLUX.1 Kontext',
      'Journey',
      'Flux Kontext Dev',
      'Flux Schnell',
      'Anime',
    ]);
    for (const preset of PRESETS) {
      for (const dimensions of DIMENSIONS) {
        for (const mode of MODES) {
          let previous = 0;
          for (const count of IMAGE_COUNTS) {
            const cost = generationCost(preset, dimensions, mode, count);
            expect(Number.isInteger(cost)).toBe(true);
            expect(cost).toBeGreaterThan(previous);
            expect(cost).toBe(
              Math.trunc(
                Number(
                  (
                    preset.costPerImage *
                    (dimensions === '1:1' ? 1 : dimensions === '2:3' ? 1.5 : 16 / 9) *
                    (mode === 'consistent' ? 1.02 : 1) *
                    count
                  ).toFixed(6),
                ),
              ),
            );
            previous = cost;
          }
        }
      }
    }
  });
});

describe('plan rules', () => {
  const base = {
    prompt: 'un gato astronauta',
    dimensions: '1:1' as const,
    presetId: 'journey',
    mode: 'fast' as const,
    count: 1,
    privateMode: false,
  };

  it('lets the free plan make one fast, square, public image', () => {
    expect(validateRequest(base, 'free').cost).toBe(50);
  });

  it.each([
    ['consistent mode', { mode: 'consistent' as const }],
    ['16:9', { dimensions: '16:9' as const }],
    ['2:3', { dimensions: '2:3' as const }],
    ['4 images', { count: 4 }],
    ['private mode', { privateMode: true }],
  ])(
    'locks %s for the free plan with the premium message, and opens it for paid plans',
    (_name, patch) => {
      expect(() => validateRequest({ ...base, ...patch }, 'free')).toThrow(PREMIUM_MESSAGE);
      expect(() => validateRequest({ ...base, ...patch }, 'basic')).not.toThrow();
    },
  );

  it('refuses empty and 5,000-character prompts, unknown models and counts', () => {
    expect(() => validateRequest({ ...base, prompt: '   ' }, 'max')).toThrow(
      'Escribe qué quieres generar.',
    );
    expect(() => validateRequest({ ...base, prompt: 'x'.repeat(5000) }, 'max')).toThrow(
      'no puede superar',
    );
    expect(() => validateRequest({ ...base, presetId: 'dalle-9' }, 'max')).toThrow(
      'Ese modelo no existe.',
    );
    expect(() => validateRequest({ ...base, count: 3 }, 'max')).toThrow('1, 2, 4 u 8');
  });
});
