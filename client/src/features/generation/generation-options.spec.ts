import { describe, expect, it } from '@jest/globals';
import * as server from '../../../../server/src/generation/domain/generation-rules';
import { PRESETS } from '../../../../server/src/generation/domain/presets';
import {
  allowedSettings,
  DIMENSIONS,
  generationCost,
  IMAGE_COUNTS,
  MODES,
  NO_LOCKS,
  PROMPT_MAX_LENGTH,
  promptProblem,
  LEGACY_PRIVATE_MODE_KEY,
  privateModeKey,
  readPrivatePreference,
  settingsFromParams,
  writePrivatePreference,
} from './generation-options';

const FREE_LOCKS = { modes: ['consistent'], dimensions: ['2:3', '16:9'], counts: [2, 4, 8] };

describe('generation options', () => {
  it('prices a generation as the spec says', () => {
    expect(generationCost(50, '1:1', 'fast', 1)).toBe(50);
    expect(generationCost(50, '2:3', 'fast', 1)).toBe(75);
    // 50 × 16/9 × 1.02 × 2 = 181.33…
    expect(generationCost(50, '16:9', 'consistent', 2)).toBe(181);
    expect(generationCost(60, '2:3', 'consistent', 8)).toBe(734);
    expect(generationCost(20, '16:9', 'fast', 4)).toBe(142);
  });

  it('charges exactly what the server charges for every preset and option', () => {
    for (const preset of PRESETS) {
      for (const dimensions of DIMENSIONS) {
        for (const mode of MODES) {
          for (const count of IMAGE_COUNTS) {
            expect([
              preset.id,
              dimensions,
              mode,
              count,
              generationCost(preset.costPerImage, dimensions, mode, count),
            ]).toEqual([
              preset.id,
              dimensions,
              mode,
              count,
              server.generationCost(preset, dimensions, mode, count),
            ]);
          }
        }
      }
    }
  });

  it('mirrors the server limits and the free-plan locks', () => {
    expect(PROMPT_MAX_LENGTH).toBe(server.PROMPT_MAX_LENGTH);
    expect(DIMENSIONS).toEqual(server.DIMENSIONS);
    expect(MODES).toEqual(server.MODES);
    expect(IMAGE_COUNTS).toEqual(server.IMAGE_COUNTS);
    const { modes, dimensions, counts } = server.lockedOptions('free');
    expect({ modes, dimensions, counts }).toEqual(FREE_LOCKS);
  });

  it('pre-fills from the link of a published generation and ignores unknown values', () => {
    const settings = settingsFromParams(
      new URLSearchParams('prompt=un%20faro&model=anime&dimensions=16:9&mode=consistent'),
    );
    expect(settings).toEqual({
      prompt: 'un faro',
      model: 'anime',
      dimensions: '16:9',
      mode: 'consistent',
      count: 1,
    });
    expect(
      settingsFromParams(new URLSearchParams('dimensions=4:3&mode=turbo&model=<script>')),
    ).toEqual({ prompt: '', model: 'journey', dimensions: '1:1', mode: 'fast', count: 1 });
  });

  it('falls back to the defaults for the options a free plan locks', () => {
    const wanted = {
      prompt: 'un faro',
      model: 'anime',
      dimensions: '16:9' as const,
      mode: 'consistent' as const,
      count: 4,
      privateMode: true,
    };
    expect(allowedSettings(wanted, { ...FREE_LOCKS, privateMode: true })).toEqual({
      ...wanted,
      dimensions: '1:1',
      mode: 'fast',
      count: 1,
      privateMode: false,
    });
    expect(allowedSettings(wanted, NO_LOCKS)).toEqual(wanted);
  });

  it('requires a prompt and counts characters as the server does', () => {
    expect(promptProblem('   \n ')).toBe('required');
    expect(promptProblem('a'.repeat(PROMPT_MAX_LENGTH))).toBeNull();
    expect(promptProblem('a'.repeat(PROMPT_MAX_LENGTH + 1))).toBe('too-long');
    // whitespace runs collapse to one space before counting
    expect(promptProblem(`${'a '.repeat(750)}     `)).toBeNull();
    // an emoji is one character, not two UTF-16 units
    expect(promptProblem('🌅'.repeat(PROMPT_MAX_LENGTH))).toBeNull();
  });

  const memoryStorage = (entries: Record<string, string> = {}) => {
    const store = new Map(Object.entries(entries));
    return {
      store,
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
  };

  it('remembers the private-mode preference of each user on the device', () => {
    const storage = memoryStorage();
    expect(readPrivatePreference(storage, 'ana')).toBe(false);
    writePrivatePreference(storage, 'ana', true);
    expect(readPrivatePreference(storage, 'ana')).toBe(true);
    // another user signing in on the same device keeps their own
    expect(readPrivatePreference(storage, 'luis')).toBe(false);
    writePrivatePreference(storage, 'luis', false);
    expect(readPrivatePreference(storage, 'ana')).toBe(true);
    // a visitor has none, and nothing is stored for them
    writePrivatePreference(storage, undefined, true);
    expect(readPrivatePreference(storage, undefined)).toBe(false);
    expect([...storage.store.keys()].sort()).toEqual([
      privateModeKey('ana'),
      privateModeKey('luis'),
    ]);
  });

  it('moves the old device-wide preference to the first user who reads it, once', () => {
    const storage = memoryStorage({ [LEGACY_PRIVATE_MODE_KEY]: 'true' });
    expect(readPrivatePreference(storage, 'ana')).toBe(true);
    expect(storage.store.get(privateModeKey('ana'))).toBe('true');
    expect(storage.store.has(LEGACY_PRIVATE_MODE_KEY)).toBe(false);
    expect(readPrivatePreference(storage, 'luis')).toBe(false);
  });

  it('survives unavailable storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPrivatePreference(broken, 'ana')).toBe(false);
    expect(() => writePrivatePreference(broken, 'ana', true)).not.toThrow();
    expect(readPrivatePreference(null, 'ana')).toBe(false);
  });
});
