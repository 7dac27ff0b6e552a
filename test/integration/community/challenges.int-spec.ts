import { ChallengeService } from '../../../server/src/community/application/challenge.service';
import { Clock } from '../../../server/src/community/ports/clock';
import { factories, TestUser } from '../../support/factories';
import { api, sql, startTestApp, TestApp } from '../../support/test-app';

const TODAY = `query { todayChallenge { id day title phase entryCount endsAt } }`;
const CHALLENGE = `query ($id: ID!) {
  challenge(id: $id) {
    id day phase entryCount
    entries { id voteCount votedByMe mine rank points author { name } post { id } }
    myEntry { id }
    winners { id rank points author { name } }
    myEligiblePosts { id }
  }
}`;
const ENTER = `mutation ($challengeId: ID!, $postId: ID!) {
  enterChallenge(challengeId: $challengeId, postId: $postId) { id voteCount mine post { id } }
}`;
const WITHDRAW = `mutation ($entryId: ID!) { withdrawEntry(entryId: $entryId) { id entryCount } }`;
const VOTE = `mutation ($entryId: ID!) { voteEntry(entryId: $entryId) { entryId voteCount votedByMe } }`;
const UNVOTE = `mutation ($entryId: ID!) { unvoteEntry(entryId: $entryId) { voteCount votedByMe } }`;
const SCHEDULE = `mutation ($date: String!, $title: String!, $description: String) {
  scheduleChallenge(date: $date, title: $title, description: $description) { id day title description scheduled }
}`;
const CLOSE = `mutation ($id: ID!) { closeChallenge(id: $id) { id phase winners { rank points author { name } } } }`;
const PAST = `query ($page: Int) { challenges(page: $page) { currentPage hasNextPage items { id day winners { rank author { name } } } } }`;
const RANKING = `query { ranking(period: all) { name score challengePoints } }`;

/** 12:00 in Bogota (UTC−5) of a day. */
const noonInBogota = (day: string) => new Date(`${day}T17:00:00.000Z`);

describe('Daily challenges', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let f: ReturnType<typeof factories>;
  let now: Date;
  let staff: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    http = api(t.baseUrl);
    f = factories(t);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    staff = await f.user();
    await sql(t.databaseUrl, `UPDATE users SET role = 'staff' WHERE id = $1`, [staff.id]);
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await http.graphql(query, variables, token)).body;
  const errorOf = (body: { errors?: Array<{ message: string; extensions: { code: string } }> }) =>
    body.errors?.[0] && { code: body.errors[0].extensions.code, message: body.errors[0].message };

  /** Sets the clock to a day and answers that day's challenge. */
  async function dayChallenge(day: string, at = noonInBogota(day)) {
    now = at;
    const body = await gql(TODAY, {});
    expect(body.data.todayChallenge.day).toBe(day);
    return body.data.todayChallenge as { id: string; day: string; title: string };
  }

  async function entrant(day: string) {
    const user = await f.user();
    const postId = await f.post(user.id, { createdAt: noonInBogota(day) });
    return { user, postId };
  }

  async function enter(challengeId: string, e: { user: TestUser; postId: string }) {
    const body = await gql(ENTER, { challengeId, postId: e.postId }, e.user.token);
    expect(body.errors).toBeUndefined();
    return body.data.enterChallenge.id as string;
  }

  it('counts 50 concurrent votes exactly, one row each, and refuses a second vote', async () => {
    const day = '2031-03-01';
    const c = await dayChallenge(day);
    const author = await entrant(day);
    const entryId = await enter(c.id, author);
    const voters = await Promise.all(Array.from({ length: 50 }, () => f.user()));

    const answers = await Promise.all(voters.map((v) => gql(VOTE, { entryId }, v.token)));
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const counts = answers.map((a) => a.data.voteEntry.voteCount as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    const [row] = await sql<{ vote_count: number; votes: number }>(
      t.databaseUrl,
      `SELECT vote_count, (SELECT count(*)::int FROM challenge_votes WHERE entry_id = $1) AS votes
       FROM challenge_entries WHERE id = $1`,
      [entryId],
    );
    expect(row).toEqual({ vote_count: 50, votes: 50 });

    // voting again, concurrently, changes nothing
    const again = await Promise.all(voters.slice(0, 5).map((v) => gql(VOTE, { entryId }, v.token)));
    expect(again.map(errorOf)).toEqual(
      Array(5).fill({
        code: 'CHALLENGES.ALREADY_VOTED',
        message: 'Ya votaste por esta participación.',
      }),
    );
    const unvoted = await gql(UNVOTE, { entryId }, voters[0].token);
    expect(unvoted.data.unvoteEntry).toEqual({ voteCount: 49, votedByMe: false });
    const view = await gql(CHALLENGE, { id: c.id }, voters[1].token);
    expect(view.data.challenge.entries[0]).toMatchObject({ voteCount: 49, votedByMe: true });
  });

  it('refuses a vote on your own entry, a visitor vote and a vote on a missing entry', async () => {
    const day = '2031-03-02';
    const c = await dayChallenge(day);
    const author = await entrant(day);
    const entryId = await enter(c.id, author);
    expect(errorOf(await gql(VOTE, { entryId }, author.user.token))).toEqual({
      code: 'CHALLENGES.OWN_ENTRY',
      message: 'No puedes votar por tu propia participación.',
    });
    expect(errorOf(await gql(VOTE, { entryId }))?.code).toBe('UNAUTHENTICATED');
    const other = await f.user();
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(errorOf(await gql(VOTE, { entryId: id }, other.token))?.code).toBe(
        'CHALLENGES.ENTRY_NOT_FOUND',
      );
    }
    expect(
      await sql(t.databaseUrl, `SELECT 1 FROM challenge_votes WHERE entry_id = $1`, [entryId]),
    ).toEqual([]);
  });

  it('takes one entry per user, even when two are sent at once, and lets it be withdrawn while open', async () => {
    const day = '2031-03-03';
    const c = await dayChallenge(day);
    const user = await f.user();
    const [a, b] = await f.posts(user.id, [
      { createdAt: noonInBogota(day) },
      { createdAt: noonInBogota(day) },
    ]);
    const answers = await Promise.all(
      [a, b].map((postId) => gql(ENTER, { challengeId: c.id, postId }, user.token)),
    );
    expect(answers.filter((x) => !x.errors)).toHaveLength(1);
    expect(answers.map(errorOf).filter(Boolean)).toEqual([
      {
        code: 'CHALLENGES.ALREADY_ENTERED',
        message: 'Ya participas en este reto. Retira tu participación si quieres cambiarla.',
      },
    ]);
    const entryId = answers.find((x) => !x.errors)!.data.enterChallenge.id;
    const voter = await f.user();
    await gql(VOTE, { entryId }, voter.token);

    const withdrawn = await gql(WITHDRAW, { entryId }, user.token);
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data.withdrawEntry.entryCount).toBe(0);
    expect(
      await sql(t.databaseUrl, `SELECT 1 FROM challenge_votes WHERE entry_id = $1`, [entryId]),
    ).toEqual([]);
    // and then enter again with the other post
    expect((await gql(ENTER, { challengeId: c.id, postId: b }, user.token)).errors).toBeUndefined();
  });

  it('takes only your own public posts made that day, with a clear error for each rule', async () => {
    const day = '2031-03-04';
    const c = await dayChallenge(day);
    const user = await f.user();
    const other = await f.user();
    const [yesterday, archived, processing, mine] = await f.posts(user.id, [
      { createdAt: new Date(`${day}T04:59:59.999Z`) }, // 23:59:59.999 the day before in Bogota
      { createdAt: noonInBogota(day), visibility: 'archived' },
      { createdAt: noonInBogota(day), status: 'processing' },
      { createdAt: new Date(`${day}T05:00:00.000Z`) }, // 00:00 in Bogota
    ]);
    const othersPost = await f.post(other.id, { createdAt: noonInBogota(day) });
    const cases: Array<[string, string]> = [
      [yesterday, 'CHALLENGES.POST_NOT_FROM_THAT_DAY'],
      [archived, 'CHALLENGES.POST_NOT_PUBLIC'],
      [processing, 'CHALLENGES.POST_NOT_READY'],
      [othersPost, 'CHALLENGES.NOT_YOUR_POST'],
      ['00000000-0000-4000-8000-000000000000', 'CHALLENGES.POST_NOT_FOUND'],
    ];
    for (const [postId, code] of cases) {
      const body = await gql(ENTER, { challengeId: c.id, postId }, user.token);
      expect(errorOf(body)?.code).toBe(code);
      expect(body.errors[0].message).toMatch(/[a-záéíóú]/);
    }
    const view = await gql(CHALLENGE, { id: c.id }, user.token);
    expect(view.data.challenge.myEligiblePosts).toEqual([{ id: mine }]);
    expect(
      (await gql(ENTER, { challengeId: c.id, postId: mine }, user.token)).errors,
    ).toBeUndefined();
  });

  it('keeps the Bogota day: an entry at 23:59 is in, at 00:00 the next day is the next challenge', async () => {
    const day = '2031-03-05';
    const c = await dayChallenge(day, new Date('2031-03-06T04:59:00.000Z')); // 23:59 in Bogota
    const late = await f.user();
    const latePost = await f.post(late.id, { createdAt: new Date('2031-03-06T04:58:30.000Z') });
    expect(
      (await gql(ENTER, { challengeId: c.id, postId: latePost }, late.token)).errors,
    ).toBeUndefined();

    now = new Date('2031-03-06T05:00:00.000Z'); // 00:00 of the next day in Bogota
    const next = (await gql(TODAY, {})).data.todayChallenge;
    expect(next.day).toBe('2031-03-06');
    expect(next.id).not.toBe(c.id);
    const early = await f.user();
    const earlyPost = await f.post(early.id, { createdAt: now });
    expect(
      errorOf(await gql(ENTER, { challengeId: c.id, postId: earlyPost }, early.token)),
    ).toEqual({
      code: 'CHALLENGES.CLOSED',
      message: 'Este reto ya cerró.',
    });
    expect(
      (await gql(ENTER, { challengeId: next.id, postId: earlyPost }, early.token)).errors,
    ).toBeUndefined();
    // the day just ended takes no more votes either
    const voter = await f.user();
    const lateEntry = (await gql(CHALLENGE, { id: c.id })).data.challenge.entries[0].id;
    expect(errorOf(await gql(VOTE, { entryId: lateEntry }, voter.token))?.code).toBe(
      'CHALLENGES.CLOSED',
    );
  });

  it('closes once: ranks the top 3 (ties to the earliest entry), awards points and notifies each winner once', async () => {
    const day = '2031-03-07';
    const c = await dayChallenge(day);
    const entrants = [];
    for (let i = 0; i < 4; i++) {
      const e = await entrant(day);
      now = new Date(noonInBogota(day).getTime() + i * 60_000); // entered a minute apart
      entrants.push({ ...e, entryId: await enter(c.id, e) });
    }
    const voters = await Promise.all(Array.from({ length: 3 }, () => f.user()));
    // votes: #0 → 1, #1 → 3, #2 → 1, #3 → 0 (#0 and #2 tie: #0 entered first)
    const plan: Array<[number, number]> = [
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
    ];
    for (const [entry, voter] of plan) {
      expect(
        (await gql(VOTE, { entryId: entrants[entry].entryId }, voters[voter].token)).errors,
      ).toBeUndefined();
    }

    expect(errorOf(await gql(CLOSE, { id: c.id }, voters[0].token))?.code).toBe('FORBIDDEN');
    const closes = await Promise.all([
      gql(CLOSE, { id: c.id }, staff.token),
      gql(CLOSE, { id: c.id }, staff.token),
      t.app.get(ChallengeService).sweep(),
    ]);
    expect(closes[0].errors).toBeUndefined();
    expect(closes[0].data.closeChallenge.phase).toBe('closed');
    const names = entrants.map((e) => e.user.name);
    expect(closes[1].data.closeChallenge.winners).toEqual([
      { rank: 1, points: 100, author: { name: names[1] } },
      { rank: 2, points: 50, author: { name: names[0] } },
      { rank: 3, points: 25, author: { name: names[2] } },
    ]);
    // closing again later changes nothing
    await gql(CLOSE, { id: c.id }, staff.token);
    now = new Date(noonInBogota(day).getTime() + 86_400_000);
    await t.app.get(ChallengeService).sweep();

    const notices = await sql<{ recipient_id: string; challenge_rank: number; post_id: string }>(
      t.databaseUrl,
      `SELECT recipient_id, challenge_rank, post_id FROM notifications
       WHERE type = 'challenge-win' AND challenge_id = $1 ORDER BY challenge_rank`,
      [c.id],
    );
    expect(notices).toEqual([
      { recipient_id: entrants[1].user.id, challenge_rank: 1, post_id: entrants[1].postId },
      { recipient_id: entrants[0].user.id, challenge_rank: 2, post_id: entrants[0].postId },
      { recipient_id: entrants[2].user.id, challenge_rank: 3, post_id: entrants[2].postId },
    ]);
    const winnerList = await http.graphql(
      `query { notifications { items { typeNotification href challenge { id title rank } } } }`,
      {},
      entrants[1].user.token,
    );
    expect(winnerList.body.data.notifications.items).toEqual([
      {
        typeNotification: 'challenge-win',
        href: `/daily-challengs?reto=${c.id}`,
        challenge: { id: c.id, title: c.title, rank: 1 },
      },
    ]);

    const ranking = (await gql(RANKING, {})).data.ranking as Array<{
      name: string;
      score: number;
      challengePoints: number;
    }>;
    expect(ranking.find((r) => r.name === names[1])).toEqual({
      name: names[1],
      score: 100,
      challengePoints: 100,
    });
    expect(ranking.find((r) => r.name === names[3])).toBeUndefined();

    // no vote, entry or withdrawal after the close
    expect(errorOf(await gql(VOTE, { entryId: entrants[3].entryId }, voters[0].token))?.code).toBe(
      'CHALLENGES.CLOSED',
    );
    expect(
      errorOf(await gql(WITHDRAW, { entryId: entrants[3].entryId }, entrants[3].user.token))?.code,
    ).toBe('CHALLENGES.CLOSED');

    // the history lists it with its winners; the winning post shows its place
    const past = (await gql(PAST, { page: 1 })).data.challenges;
    expect(past.items.find((x: { id: string }) => x.id === c.id).winners).toHaveLength(3);
    const post = await gql(
      `query ($id: ID!) { post(id: $id) { post { challengeAwards { challengeId title rank } } } }`,
      { id: entrants[1].postId },
    );
    expect(post.data.post.post.challengeAwards).toEqual([
      { challengeId: c.id, title: c.title, rank: 1 },
    ]);
  });

  it('closes a day by the sweep once it ended in Bogota', async () => {
    const day = '2031-03-08';
    const c = await dayChallenge(day);
    const e = await entrant(day);
    const entryId = await enter(c.id, e);
    await gql(VOTE, { entryId }, (await f.user()).token);
    now = new Date('2031-03-09T04:59:59.000Z');
    expect(await t.app.get(ChallengeService).sweep()).toBe(0);
    now = new Date('2031-03-09T05:00:00.000Z');
    expect(await t.app.get(ChallengeService).sweep()).toBeGreaterThanOrEqual(1);
    const view = (await gql(CHALLENGE, { id: c.id })).data.challenge;
    expect(view.phase).toBe('closed');
    expect(view.winners).toEqual([
      { id: entryId, rank: 1, points: 100, author: { name: e.user.name } },
    ]);
  });

  it('lets staff schedule a theme for today or ahead, and fills other days with built-in themes', async () => {
    now = noonInBogota('2031-04-01');
    const user = await f.user();
    const vars = { date: '2031-04-03', title: '  Volcanes  ', description: 'Lava y ceniza.' };
    expect(errorOf(await gql(SCHEDULE, vars, user.token))?.code).toBe('FORBIDDEN');
    const scheduled = await gql(SCHEDULE, vars, staff.token);
    expect(scheduled.data.scheduleChallenge).toMatchObject({
      day: '2031-04-03',
      title: 'Volcanes',
      description: 'Lava y ceniza.',
      scheduled: true,
    });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...vars, date: '2031-03-31' }, 'CHALLENGES.PAST_DATE'],
      [{ ...vars, date: '2031-02-30' }, 'CHALLENGES.INVALID_DATE'],
      [{ ...vars, date: 'mañana' }, 'CHALLENGES.INVALID_DATE'],
      [{ ...vars, title: '   ' }, 'CHALLENGES.TITLE_REQUIRED'],
      [{ ...vars, title: 'x'.repeat(81) }, 'CHALLENGES.TITLE_TOO_LONG'],
      [{ ...vars, description: 'x'.repeat(501) }, 'CHALLENGES.DESCRIPTION_TOO_LONG'],
    ];
    for (const [v, code] of bad) {
      expect(errorOf(await gql(SCHEDULE, v, staff.token))?.code).toBe(code);
    }
    expect((await dayChallenge('2031-04-03')).title).toBe('Volcanes');
    // a day nobody scheduled: the same built-in theme however often it is asked
    const a = await dayChallenge('2031-04-02');
    const b = await dayChallenge('2031-04-02');
    expect(a).toEqual(b);
    expect(a.title).not.toBe('Volcanes');
  });
});
