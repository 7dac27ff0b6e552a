import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Clock, Heart, Medal, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type {
  ChallengeEntryCardFragment as EntryData,
  ChallengeViewFragment,
} from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { useSession } from '../../accounts/session/SessionProvider';
import { EnterChallengeDialog } from '../components/EnterChallengeDialog';
import { StaffChallengeTools } from '../components/StaffChallengeTools';
import { challengesStrings as s } from '../strings';
import './challenges.css';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const ChallengeViewFragmentDoc = graphql(`
  fragment ChallengeView on Challenge {
    id
    day
    title
    description
    phase
    endsAt
    entryCount
    myEntry {
      id
    }
    entries {
      ...ChallengeEntryCard
    }
  }
`);

export const ChallengeEntryCardFragment = graphql(`
  fragment ChallengeEntryCard on ChallengeEntry {
    id
    voteCount
    votedByMe
    mine
    rank
    points
    post {
      id
      title
      src
      width
      height
      dominantColor
    }
    author {
      id
      name
      fullname
      image
    }
  }
`);

const todayQuery = graphql(`
  query TodayChallenge {
    todayChallenge {
      ...ChallengeView
    }
  }
`);

const challengeQuery = graphql(`
  query ChallengeById($id: ID!) {
    challenge(id: $id) {
      ...ChallengeView
    }
  }
`);

const pastQuery = graphql(`
  query PastChallenges($page: Int!) {
    challenges(page: $page) {
      currentPage
      hasNextPage
      items {
        id
        day
        title
        entryCount
        winners {
          ...ChallengeEntryCard
        }
      }
    }
  }
`);

const votesSubscription = graphql(`
  subscription ChallengeVotes($challengeId: ID!) {
    challengeVotesChanged(challengeId: $challengeId) {
      entryId
      voteCount
    }
  }
`);

const voteMutation = graphql(`
  mutation VoteEntry($entryId: ID!) {
    voteEntry(entryId: $entryId) {
      entryId
      voteCount
      votedByMe
    }
  }
`);

const unvoteMutation = graphql(`
  mutation UnvoteEntry($entryId: ID!) {
    unvoteEntry(entryId: $entryId) {
      entryId
      voteCount
      votedByMe
    }
  }
`);

const withdrawMutation = graphql(`
  mutation WithdrawEntry($entryId: ID!) {
    withdrawEntry(entryId: $entryId) {
      ...ChallengeView
    }
  }
`);

type EntryRef = FragmentType<typeof ChallengeEntryCardFragment>;

/** '2031-03-05' as 'miércoles 5 de marzo' (the day is a calendar day: read it at noon UTC). */
function formatDay(day: string): string {
  const text = new Date(`${day}T12:00:00Z`).toLocaleDateString('es', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function timeLeft(endsAt: string, now: number): string {
  const ms = new Date(endsAt).getTime() - now;
  if (ms < 60_000) {
    return s.lessThanAMinute;
  }
  const minutes = Math.floor(ms / 60_000);
  return s.hoursMinutes(Math.floor(minutes / 60), minutes % 60);
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export default function DailyChallengesPage() {
  useDocumentTitle(s.dailyChallengesTitle);
  const [params] = useSearchParams();
  const requested = params.get('reto');
  const today = useQuery(todayQuery, { skip: Boolean(requested) });
  const picked = useQuery(challengeQuery, {
    variables: { id: requested ?? '' },
    skip: !requested,
  });
  const { data, error, loading, refetch } = requested ? picked : today;
  const ref = data ? ('challenge' in data ? data.challenge : data.todayChallenge) : null;
  const view = ref ? getFragmentData(ChallengeViewFragmentDoc, ref) : null;

  return (
    <div className="challenges">
      <header className="challenges__head">
        <h1 className="challenges__title">
          <Trophy size={26} aria-hidden="true" /> {s.dailyChallengesTitle}
        </h1>
        <p className="challenges__intro">{s.intro}</p>
      </header>
      {requested ? (
        <Link to="/daily-challengs" className="challenges__back">
          {s.backToToday}
        </Link>
      ) : null}
      {error && !data ? (
        <div className="alert alert--error" role="alert">
          <span>{errorMessage(error, s.error)}</span>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : loading && !view ? (
        <div className="challenges__loading" role="status" aria-label={s.loading}>
          <Skeleton height={160} />
          <Skeleton height={240} />
        </div>
      ) : view ? (
        <ChallengeView challenge={view} isToday={!requested} onEntered={() => refetch()} />
      ) : null}
      <PastChallenges />
    </div>
  );
}

function ChallengeView({
  challenge,
  isToday,
  onEntered,
}: {
  challenge: ChallengeViewFragment;
  isToday: boolean;
  onEntered: () => Promise<unknown>;
}) {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const now = useNow(30_000);
  const [entering, setEntering] = useState(false);
  const [withdraw, { loading: withdrawing }] = useMutation(withdrawMutation);
  const open = challenge.phase === 'open';

  useSubscription(votesSubscription, {
    variables: { challengeId: challenge.id },
    skip: challenge.phase === 'closed',
    onData: ({ client, data }) => {
      const change = data.data?.challengeVotesChanged;
      if (change) {
        client.cache.modify({
          id: client.cache.identify({ __typename: 'ChallengeEntry', id: change.entryId }),
          fields: { voteCount: () => change.voteCount },
        });
      }
    },
  });

  const entries = challenge.entries.map((ref) => getFragmentData(ChallengeEntryCardFragment, ref));
  const mine = entries.find((e) => e.mine) ?? null;

  const onWithdraw = async () => {
    if (!challenge.myEntry) {
      return;
    }
    try {
      await withdraw({ variables: { entryId: challenge.myEntry.id } });
      notify.success(s.withdrawn);
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  return (
    <>
      <section className="challenge-card" aria-labelledby="challenge-title">
        <div className="challenge-card__meta">
          <span className="challenge-card__label">
            {isToday ? s.today : s.challengeOf(formatDay(challenge.day))}
          </span>
          <span className={`challenge-card__phase challenge-card__phase--${challenge.phase}`}>
            {challenge.phase === 'open'
              ? s.open
              : challenge.phase === 'closed'
                ? s.closed
                : s.upcoming}
          </span>
        </div>
        <h2 id="challenge-title" className="challenge-card__title">
          {challenge.title}
        </h2>
        {challenge.description ? (
          <p className="challenge-card__description">{challenge.description}</p>
        ) : null}
        <p className="challenge-card__time">
          <Clock size={16} aria-hidden="true" />
          {open ? (
            <span>
              <strong data-testid="challenge-time-left">
                {s.timeLeft(timeLeft(challenge.endsAt, now))}
              </strong>{' '}
              · {s.closesAt}
            </span>
          ) : (
            <span>{challenge.phase === 'closed' ? s.closedNote : formatDay(challenge.day)}</span>
          )}
        </p>
        <div className="challenge-card__actions">
          {!open ? null : !signedIn ? (
            <Link to="/signin" className={buttonClass({ variant: 'primary' })}>
              {s.signInToParticipate}
            </Link>
          ) : challenge.myEntry ? (
            <>
              <span className="challenge-card__entered">{s.entered}</span>
              <Button
                variant="ghost"
                size="sm"
                loading={withdrawing}
                onClick={() => void onWithdraw()}
              >
                {s.withdraw}
              </Button>
            </>
          ) : (
            <Button variant="gradient" onClick={() => setEntering(true)}>
              {s.participate}
            </Button>
          )}
        </div>
        {user?.staff ? (
          <StaffChallengeTools challengeId={challenge.id} open={challenge.phase !== 'closed'} />
        ) : null}
        <details className="challenge-card__rules">
          <summary>{s.rules}</summary>
          <ul>
            {s.rulesList.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      </section>
      {entering ? (
        <EnterChallengeDialog
          challengeId={challenge.id}
          onEntered={onEntered}
          onClose={() => setEntering(false)}
        />
      ) : null}
      <section className="challenge-entries" aria-labelledby="challenge-entries-title">
        <h2 id="challenge-entries-title" className="challenges__section-title">
          {s.entries} <span className="challenges__count">{s.entryCount(entries.length)}</span>
        </h2>
        {entries.length === 0 ? (
          <p className="challenges__empty">{s.noEntries}</p>
        ) : (
          <ul className="entry-grid">
            {mine ? (
              <EntryCard key={mine.id} entry={mine} phase={challenge.phase} signedIn={signedIn} />
            ) : null}
            {entries
              .filter((e) => !e.mine)
              .map((entry) => (
                <EntryCard
                  key={entry.id}
                  entry={entry}
                  phase={challenge.phase}
                  signedIn={signedIn}
                />
              ))}
          </ul>
        )}
      </section>
    </>
  );
}

function EntryCard({
  entry: e,
  phase,
  signedIn,
}: {
  entry: EntryData;
  phase: ChallengeViewFragment['phase'];
  signedIn: boolean;
}) {
  const [vote, { loading: voting }] = useMutation(voteMutation);
  const [unvote, { loading: unvoting }] = useMutation(unvoteMutation);
  const busy = voting || unvoting;
  const name = e.author.fullname || e.author.name;

  const toggle = async () => {
    const next = !e.votedByMe;
    const optimistic = {
      __typename: 'ChallengeVoteResult' as const,
      entryId: e.id,
      voteCount: Math.max(0, e.voteCount + (next ? 1 : -1)),
      votedByMe: next,
    };
    const update = (
      cache: ApolloCache,
      result: { voteCount: number; votedByMe: boolean } | undefined,
    ) => {
      if (result) {
        cache.modify({
          id: cache.identify({ __typename: 'ChallengeEntry', id: e.id }),
          fields: { voteCount: () => result.voteCount, votedByMe: () => result.votedByMe },
        });
      }
    };
    try {
      if (next) {
        await vote({
          variables: { entryId: e.id },
          optimisticResponse: { voteEntry: optimistic },
          update: (cache, { data }) => update(cache, data?.voteEntry),
        });
      } else {
        await unvote({
          variables: { entryId: e.id },
          optimisticResponse: { unvoteEntry: optimistic },
          update: (cache, { data }) => update(cache, data?.unvoteEntry),
        });
      }
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };

  return (
    <li className="entry-card" data-mine={e.mine} data-testid="challenge-entry">
      <Link
        to={`/p/${e.post.id}`}
        className="entry-card__media"
        style={{ background: e.post.dominantColor ?? undefined }}
      >
        {e.post.src ? (
          <img
            src={e.post.src}
            alt={e.post.title}
            loading="lazy"
            width={e.post.width ?? undefined}
            height={e.post.height ?? undefined}
          />
        ) : null}
        {e.rank ? (
          <span
            className={`entry-card__rank entry-card__rank--${e.rank}`}
            aria-label={s.placeLabel(e.rank)}
          >
            <Medal size={14} aria-hidden="true" /> {s.place(e.rank)}
          </span>
        ) : null}
        {e.mine ? <span className="entry-card__mine">{s.yourEntry}</span> : null}
      </Link>
      <div className="entry-card__foot">
        <Link to={`/u/${encodeURIComponent(e.author.name)}`} className="entry-card__author">
          <Avatar name={name} src={e.author.image} size={28} />
          <span className="entry-card__name">{name}</span>
        </Link>
        {phase === 'open' && !e.mine && signedIn ? (
          <button
            type="button"
            className="entry-card__vote"
            aria-pressed={e.votedByMe}
            aria-label={e.votedByMe ? s.unvoteFor(e.post.title) : s.voteFor(e.post.title)}
            disabled={busy}
            onClick={() => void toggle()}
          >
            <Heart size={16} aria-hidden="true" fill={e.votedByMe ? 'currentColor' : 'none'} />
            <span data-testid="vote-count">{e.voteCount}</span>
          </button>
        ) : phase === 'open' && !signedIn ? (
          <Link to="/signin" className="entry-card__vote" aria-label={s.signInToVote}>
            <Heart size={16} aria-hidden="true" />
            <span data-testid="vote-count">{e.voteCount}</span>
          </Link>
        ) : (
          <span className="entry-card__votes" aria-label={s.votes(e.voteCount)}>
            <Heart size={16} aria-hidden="true" />
            <span data-testid="vote-count">{e.voteCount}</span>
          </span>
        )}
      </div>
      {e.points > 0 ? <span className="entry-card__points">{s.points(e.points)}</span> : null}
    </li>
  );
}

function PastChallenges() {
  const { data, fetchMore } = useQuery(pastQuery, { variables: { page: 1 } });
  const page = data?.challenges;
  const loadMore = async () => {
    if (!page) {
      return;
    }
    try {
      await fetchMore({
        variables: { page: page.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          challenges: appendPage(previous.challenges, fetchMoreResult.challenges, 'items'),
        }),
      });
    } catch (err) {
      notify.error(errorMessage(err, s.failed));
    }
  };
  return (
    <section className="past-challenges" aria-labelledby="past-challenges-title">
      <h2 id="past-challenges-title" className="challenges__section-title">
        {s.past}
      </h2>
      {!page ? (
        <Skeleton height={120} />
      ) : page.items.length === 0 ? (
        <p className="challenges__empty">{s.noPast}</p>
      ) : (
        <ol className="past-list">
          {page.items.map((c) => (
            <li key={c.id} className="past-item" data-testid="past-challenge">
              <div className="past-item__head">
                <span className="past-item__day">{formatDay(c.day)}</span>
                <Link to={`/daily-challengs?reto=${c.id}`} className="past-item__title">
                  {c.title}
                </Link>
                <span className="challenges__count">{s.entryCount(c.entryCount)}</span>
              </div>
              {c.winners.length === 0 ? (
                <p className="past-item__none">{s.noWinners}</p>
              ) : (
                <ol className="past-item__winners">
                  {c.winners.map((ref: EntryRef) => {
                    const w = getFragmentData(ChallengeEntryCardFragment, ref);
                    const rank = w.rank ?? 0;
                    return (
                      <li key={w.id} className="past-winner">
                        <Link
                          to={`/p/${w.post.id}`}
                          className="past-winner__media"
                          style={{ background: w.post.dominantColor ?? undefined }}
                        >
                          {w.post.src ? (
                            <img src={w.post.src} alt={w.post.title} loading="lazy" />
                          ) : null}
                          <span
                            className={`entry-card__rank entry-card__rank--${rank}`}
                            aria-label={s.placeLabel(rank)}
                          >
                            <Medal size={14} aria-hidden="true" /> {s.place(rank)}
                          </span>
                        </Link>
                        <span className="past-winner__name">
                          {w.author.fullname || w.author.name}
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {page?.hasNextPage ? (
        <LoadMoreButton onLoad={loadMore} label={s.loadMore} loadingLabel={s.loadingMore} />
      ) : null}
    </section>
  );
}
