import { BUILT_IN_THEMES, ChallengeTheme } from './challenge-themes';
import { CommunityError } from './community.error';

/** A challenge's day runs 00:00–23:59:59.999 in this zone (Colombia has no daylight saving). */
export const CHALLENGE_TIME_ZONE = 'America/Bogota';

/** Ranking points for the top three of a closed challenge (1.º, 2.º, 3.º). */
export const CHALLENGE_POINTS: readonly number[] = [100, 50, 25];
export const CHALLENGE_WINNERS = CHALLENGE_POINTS.length;

export const CHALLENGE_TITLE_MAX_LENGTH = 80;
export const CHALLENGE_DESCRIPTION_MAX_LENGTH = 500;
/** How far ahead staff may schedule a theme. */
export const CHALLENGE_SCHEDULE_MAX_DAYS_AHEAD = 366;
export const CHALLENGES_PAGE_SIZE = 10;

/** A calendar day in the challenge zone, `YYYY-MM-DD`. */
export type ChallengeDay = string;

/** upcoming: its day has not begun; open: entries and votes taken; closed: results fixed. */
export type ChallengePhase = 'upcoming' | 'open' | 'closed';

export interface Challenge {
  id: string;
  day: ChallengeDay;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** 'closed' once results are fixed; an open challenge whose day ended awaits the sweep. */
  status: 'open' | 'closed';
  closedAt: Date | null;
  /** Staff scheduled it (null: a built-in theme filled the day). */
  scheduled: boolean;
  entryCount: number;
  winnersNotifiedAt: Date | null;
}

export interface ChallengeEntryAuthor {
  id: string;
  name: string;
  fullname: string;
  image: string | null;
}

export interface ChallengeEntry<P = unknown> {
  id: string;
  challengeId: string;
  userId: string;
  postId: string;
  voteCount: number;
  /** 1–3 once the challenge closed and the entry placed. */
  rank: number | null;
  points: number;
  createdAt: Date;
  votedByViewer: boolean;
  post: P;
}

/** A placed entry as the close fixes it. */
export interface Placing {
  entryId: string;
  userId: string;
  postId: string;
  rank: number;
  points: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHALLENGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CHALLENGE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The challenge day an instant falls in. */
export function challengeDayOf(instant: Date): ChallengeDay {
  return dayFormat.format(instant);
}

export function isChallengeDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) {
    return false;
  }
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Milliseconds the zone is ahead of UTC at an instant (Bogota: −5 h). */
function zoneOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The zone's midnight that starts `day`, as an instant. */
function startOf(day: ChallengeDay): Date {
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d);
  // two passes settle the offset even on a day the zone's offset changed
  let start = midnightUtc - zoneOffsetMs(new Date(midnightUtc));
  start = midnightUtc - zoneOffsetMs(new Date(start));
  return new Date(start);
}

/** [startsAt, endsAt) of a day: from its 00:00 to the next day's 00:00 in the zone. */
export function dayBounds(day: ChallengeDay): { startsAt: Date; endsAt: Date } {
  return { startsAt: startOf(day), endsAt: startOf(addDays(day, 1)) };
}

export function addDays(day: ChallengeDay, days: number): ChallengeDay {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

function dayNumber(day: ChallengeDay): number {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

/**
 * The built-in theme of a day nobody scheduled: the same for everyone, every time it is asked.
 * Stepping by 7 through the list (7 and its length share no factor) visits every theme once per
 * cycle without neighbouring days getting neighbouring themes.
 */
export function builtInTheme(day: ChallengeDay): ChallengeTheme {
  const n = BUILT_IN_THEMES.length;
  const index = (((dayNumber(day) * 7) % n) + n) % n;
  return BUILT_IN_THEMES[index];
}

export function phaseOf(
  challenge: Pick<Challenge, 'status' | 'startsAt' | 'endsAt'>,
  now: Date,
): ChallengePhase {
  if (challenge.status === 'closed' || now >= challenge.endsAt) {
    return 'closed';
  }
  return now < challenge.startsAt ? 'upcoming' : 'open';
}

/** Entries and votes are taken only while the challenge is open. */
export function openOrThrow(challenge: Challenge, now: Date): void {
  const phase = phaseOf(challenge, now);
  if (phase === 'upcoming') {
    throw new CommunityError('CHALLENGES.NOT_STARTED', 'Este reto todavía no ha empezado.');
  }
  if (phase === 'closed') {
    throw new CommunityError('CHALLENGES.CLOSED', 'Este reto ya cerró.');
  }
}

/** What the entry rule needs to know of a post. */
export interface EntryCandidate {
  authorId: string;
  status: 'processing' | 'ready' | 'failed';
  visibility: 'public' | 'archived';
  announcement: boolean;
  createdAt: Date;
}

/**
 * "Made that day": a post counts when it was created during the challenge's day in Bogota — an
 * upload, or a generation published as a post (publishing creates the post). It must be the
 * entrant's own, public (not archived, not an ad-only announcement) and finished processing.
 */
export function eligibleOrThrow(
  post: EntryCandidate | null,
  userId: string,
  challenge: Pick<Challenge, 'startsAt' | 'endsAt'>,
): void {
  if (!post) {
    throw new CommunityError('CHALLENGES.POST_NOT_FOUND', 'Esa publicación no existe.');
  }
  if (post.authorId !== userId) {
    throw new CommunityError(
      'CHALLENGES.NOT_YOUR_POST',
      'Solo puedes participar con tus propias publicaciones.',
    );
  }
  if (post.status !== 'ready') {
    throw new CommunityError(
      'CHALLENGES.POST_NOT_READY',
      'Tu publicación todavía se está procesando. Inténtalo en un momento.',
    );
  }
  if (post.visibility !== 'public' || post.announcement) {
    throw new CommunityError(
      'CHALLENGES.POST_NOT_PUBLIC',
      'Solo pueden participar publicaciones públicas.',
    );
  }
  if (post.createdAt < challenge.startsAt || post.createdAt >= challenge.endsAt) {
    throw new CommunityError(
      'CHALLENGES.POST_NOT_FROM_THAT_DAY',
      'Solo pueden participar publicaciones o generaciones hechas el día del reto.',
    );
  }
}

export function isEligible(
  post: EntryCandidate,
  userId: string,
  challenge: Pick<Challenge, 'startsAt' | 'endsAt'>,
): boolean {
  try {
    eligibleOrThrow(post, userId, challenge);
    return true;
  } catch {
    return false;
  }
}

/**
 * The results: most votes first, ties to the earliest entry; entries with no vote do not place.
 * The top CHALLENGE_WINNERS get CHALLENGE_POINTS.
 */
export function placeWinners(
  entries: ReadonlyArray<
    Pick<ChallengeEntry, 'id' | 'userId' | 'postId' | 'voteCount' | 'createdAt'>
  >,
): Placing[] {
  return entries
    .filter((e) => e.voteCount > 0)
    .sort(
      (a, b) =>
        b.voteCount - a.voteCount ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, CHALLENGE_WINNERS)
    .map((e, i) => ({
      entryId: e.id,
      userId: e.userId,
      postId: e.postId,
      rank: i + 1,
      points: CHALLENGE_POINTS[i],
    }));
}

export interface ScheduleInput {
  date?: unknown;
  title?: unknown;
  description?: unknown;
}

/** Staff's theme for a day: today or ahead (up to a year), a title and an optional description. */
export function validScheduleOrThrow(
  input: ScheduleInput,
  today: ChallengeDay,
): { day: ChallengeDay; title: string; description: string } {
  const day = typeof input.date === 'string' ? input.date.trim() : '';
  if (!isChallengeDay(day)) {
    throw new CommunityError(
      'CHALLENGES.INVALID_DATE',
      'La fecha debe ser un día válido con el formato AAAA-MM-DD.',
    );
  }
  if (day < today) {
    throw new CommunityError(
      'CHALLENGES.PAST_DATE',
      'No se puede programar un reto para un día que ya pasó.',
    );
  }
  if (day > addDays(today, CHALLENGE_SCHEDULE_MAX_DAYS_AHEAD)) {
    throw new CommunityError(
      'CHALLENGES.TOO_FAR_AHEAD',
      'Solo se pueden programar retos hasta con un año de anticipación.',
    );
  }
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) {
    throw new CommunityError('CHALLENGES.TITLE_REQUIRED', 'Escribe el tema del reto.');
  }
  if (title.length > CHALLENGE_TITLE_MAX_LENGTH) {
    throw new CommunityError(
      'CHALLENGES.TITLE_TOO_LONG',
      `El tema no puede superar ${CHALLENGE_TITLE_MAX_LENGTH} caracteres.`,
    );
  }
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (description.length > CHALLENGE_DESCRIPTION_MAX_LENGTH) {
    throw new CommunityError(
      'CHALLENGES.DESCRIPTION_TOO_LONG',
      `La descripción no puede superar ${CHALLENGE_DESCRIPTION_MAX_LENGTH} caracteres.`,
    );
  }
  return { day, title, description };
}

/** '1.º', '2.º', '3.º': how a place reads in Spanish. */
export function ordinal(rank: number): string {
  return `${rank}.º`;
}

export function pageOf(page: unknown): number {
  const n = typeof page === 'number' && Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, n), 10_000);
}
