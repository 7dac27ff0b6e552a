import { BUILT_IN_THEMES } from './challenge-themes';
import {
  addDays,
  builtInTheme,
  challengeDayOf,
  dayBounds,
  eligibleOrThrow,
  EntryCandidate,
  isChallengeDay,
  phaseOf,
  placeWinners,
  validScheduleOrThrow,
} from './challenge';

const at = (iso: string) => new Date(iso);

describe('daily challenge rules', () => {
  describe('the Bogota day', () => {
    it('runs from 00:00 to the next 00:00 in Bogota (05:00 UTC)', () => {
      expect(dayBounds('2031-03-05')).toEqual({
        startsAt: at('2031-03-05T05:00:00.000Z'),
        endsAt: at('2031-03-06T05:00:00.000Z'),
      });
    });

    it('puts 23:59 in the day and 00:00 in the next one', () => {
      expect(challengeDayOf(at('2031-03-06T04:59:59.999Z'))).toBe('2031-03-05');
      expect(challengeDayOf(at('2031-03-06T05:00:00.000Z'))).toBe('2031-03-06');
    });

    it('steps across months and years', () => {
      expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
      expect(addDays('2032-03-01', -1)).toBe('2032-02-29');
    });

    it('accepts only real calendar days', () => {
      expect(isChallengeDay('2032-02-29')).toBe(true);
      expect(isChallengeDay('2031-02-29')).toBe(false);
      expect(isChallengeDay('2031-3-1')).toBe(false);
    });
  });

  describe(builtInTheme.name, () => {
    it('gives a day the same theme every time, and every theme once per cycle', () => {
      expect(builtInTheme('2031-03-05')).toBe(builtInTheme('2031-03-05'));
      const cycle = Array.from({ length: BUILT_IN_THEMES.length }, (_, i) =>
        builtInTheme(addDays('2031-01-01', i)),
      );
      expect(new Set(cycle).size).toBe(BUILT_IN_THEMES.length);
      expect(builtInTheme('2031-01-01')).not.toBe(builtInTheme('2031-01-02'));
    });
  });

  describe(phaseOf.name, () => {
    const c = { status: 'open' as const, ...dayBounds('2031-03-05') };
    it('is upcoming before the day, open during it and closed from its end', () => {
      expect(phaseOf(c, at('2031-03-05T04:59:59.999Z'))).toBe('upcoming');
      expect(phaseOf(c, at('2031-03-05T05:00:00.000Z'))).toBe('open');
      expect(phaseOf(c, at('2031-03-06T04:59:59.999Z'))).toBe('open');
      expect(phaseOf(c, at('2031-03-06T05:00:00.000Z'))).toBe('closed');
      expect(phaseOf({ ...c, status: 'closed' }, at('2031-03-05T12:00:00.000Z'))).toBe('closed');
    });
  });

  describe(eligibleOrThrow.name, () => {
    const day = dayBounds('2031-03-05');
    const post: EntryCandidate = {
      authorId: 'ana',
      status: 'ready',
      visibility: 'public',
      announcement: false,
      createdAt: at('2031-03-05T05:00:00.000Z'),
    };
    const codeOf = (p: EntryCandidate | null, user = 'ana') => {
      try {
        eligibleOrThrow(p, user, day);
        return null;
      } catch (e) {
        return (e as { code: string }).code;
      }
    };

    it('takes your own public, ready post made that day', () => {
      expect(codeOf(post)).toBeNull();
      expect(codeOf({ ...post, createdAt: at('2031-03-06T04:59:59.999Z') })).toBeNull();
    });

    it('names the rule a post breaks', () => {
      expect(codeOf(null)).toBe('CHALLENGES.POST_NOT_FOUND');
      expect(codeOf(post, 'bruno')).toBe('CHALLENGES.NOT_YOUR_POST');
      expect(codeOf({ ...post, status: 'processing' })).toBe('CHALLENGES.POST_NOT_READY');
      expect(codeOf({ ...post, visibility: 'archived' })).toBe('CHALLENGES.POST_NOT_PUBLIC');
      expect(codeOf({ ...post, announcement: true })).toBe('CHALLENGES.POST_NOT_PUBLIC');
      expect(codeOf({ ...post, createdAt: at('2031-03-05T04:59:59.999Z') })).toBe(
        'CHALLENGES.POST_NOT_FROM_THAT_DAY',
      );
      expect(codeOf({ ...post, createdAt: at('2031-03-06T05:00:00.000Z') })).toBe(
        'CHALLENGES.POST_NOT_FROM_THAT_DAY',
      );
    });
  });

  describe(placeWinners.name, () => {
    const entry = (id: string, voteCount: number, minute: number) => ({
      id,
      userId: `u-${id}`,
      postId: `p-${id}`,
      voteCount,
      createdAt: at(`2031-03-05T12:${String(minute).padStart(2, '0')}:00.000Z`),
    });

    it('ranks by votes, breaks ties by the earliest entry and awards 100, 50 and 25', () => {
      const placings = placeWinners([
        entry('late-tie', 5, 30),
        entry('top', 9, 50),
        entry('early-tie', 5, 10),
        entry('fourth', 2, 0),
      ]);
      expect(placings.map((p) => [p.entryId, p.rank, p.points])).toEqual([
        ['top', 1, 100],
        ['early-tie', 2, 50],
        ['late-tie', 3, 25],
      ]);
    });

    it('places no entry without votes', () => {
      expect(placeWinners([entry('a', 0, 0), entry('b', 1, 1)]).map((p) => p.entryId)).toEqual([
        'b',
      ]);
      expect(placeWinners([])).toEqual([]);
    });
  });

  describe(validScheduleOrThrow.name, () => {
    const today = '2031-03-05';
    const codeOf = (input: Record<string, unknown>) => {
      try {
        validScheduleOrThrow(input, today);
        return null;
      } catch (e) {
        return (e as { code: string }).code;
      }
    };

    it('takes today or a day ahead, trimming the title', () => {
      expect(validScheduleOrThrow({ date: today, title: ' Lluvia ' }, today)).toEqual({
        day: today,
        title: 'Lluvia',
        description: '',
      });
    });

    it('refuses past or malformed days and missing or long texts', () => {
      expect(codeOf({ date: '2031-03-04', title: 'x' })).toBe('CHALLENGES.PAST_DATE');
      expect(codeOf({ date: '05/03/2031', title: 'x' })).toBe('CHALLENGES.INVALID_DATE');
      expect(codeOf({ date: '2033-03-05', title: 'x' })).toBe('CHALLENGES.TOO_FAR_AHEAD');
      expect(codeOf({ date: today, title: '' })).toBe('CHALLENGES.TITLE_REQUIRED');
      expect(codeOf({ date: today, title: 'x'.repeat(81) })).toBe('CHALLENGES.TITLE_TOO_LONG');
      expect(codeOf({ date: today, title: 'x', description: 'x'.repeat(501) })).toBe(
        'CHALLENGES.DESCRIPTION_TOO_LONG',
      );
    });
  });
});
