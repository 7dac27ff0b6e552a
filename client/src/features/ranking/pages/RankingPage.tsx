import { useQuery } from '@apollo/client/react';
import { Crown, Eye, Heart, UserPlus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { RankingPeriod, RankingUsersQuery } from '../../../gql/graphql';
import { formatCompactCount } from '../../../shared/format';
import { Avatar } from '../../../shared/ui/Avatar';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { rankingStrings as s } from '../strings';
import './ranking.css';
import { Button } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../../shared/hooks/document-title';

const rankingQuery = graphql(`
  query RankingUsers($period: RankingPeriod!) {
    ranking(period: $period) {
      position
      id
      name
      fullname
      image
      score
      likes
      views
      followers
      challengePoints
      level
    }
  }
`);

type RankedUser = RankingUsersQuery['ranking'][number];

const PERIODS: ReadonlyArray<{ value: RankingPeriod; label: string }> = [
  { value: 'weekly', label: s.weekly },
  { value: 'monthly', label: s.monthly },
  { value: 'all', label: s.all },
];

export default function RankingPage() {
  useDocumentTitle(s.rankingTitle);
  const [period, setPeriod] = useState<RankingPeriod>('weekly');
  const { data, loading, error, refetch } = useQuery(rankingQuery, { variables: { period } });
  const users = data?.ranking ?? [];

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PERIODS.findIndex((p) => p.value === period);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const next = PERIODS[(index + step + PERIODS.length) % PERIODS.length];
    setPeriod(next.value);
    document.getElementById(`ranking-tab-${next.value}`)?.focus();
  };

  return (
    <div className="ranking">
      <header className="ranking__head">
        <h1 className="ranking__title">{s.rankingTitle}</h1>
        <p className="ranking__intro">{s.rankingIntro}</p>
      </header>
      <div className="ranking__tabs" role="tablist" aria-label={s.periods} onKeyDown={onTabKey}>
        {PERIODS.map(({ value, label }) => (
          <button
            key={value}
            id={`ranking-tab-${value}`}
            type="button"
            role="tab"
            className="ranking__tab"
            aria-selected={period === value}
            aria-controls="ranking-panel"
            tabIndex={period === value ? 0 : -1}
            onClick={() => setPeriod(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="ranking__explanation">{s.scoreExplanation}</p>
      <div id="ranking-panel" role="tabpanel" aria-labelledby={`ranking-tab-${period}`}>
        {error && !data ? (
          <div className="alert alert--error ranking__error" role="alert">
            <span>{s.error}</span>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {s.retry}
            </Button>
          </div>
        ) : loading && !data ? (
          <div className="ranking__loading" role="status" aria-label={s.loading}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={64} />
            ))}
          </div>
        ) : users.length === 0 ? (
          <p className="ranking__empty">{s.empty}</p>
        ) : (
          <>
            <Podium users={users.slice(0, 3)} />
            {users.length > 3 ? (
              <ol className="ranking__list" aria-label={s.list}>
                {users.slice(3).map((user) => (
                  <RankingRow key={user.id} user={user} />
                ))}
              </ol>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function Score({ user }: { user: RankedUser }) {
  return (
    <span className="ranking__score">
      <strong>{s.points(formatCompactCount(user.score))}</strong>
      <span className="ranking__breakdown">
        {s.breakdown(
          formatCompactCount(user.likes),
          formatCompactCount(user.views),
          formatCompactCount(user.followers),
        )}
        {user.challengePoints > 0
          ? s.challengeBreakdown(formatCompactCount(user.challengePoints))
          : null}
      </span>
    </span>
  );
}

/** The top three, second-first-third like a podium on wide screens. */
function Podium({ users }: { users: readonly RankedUser[] }) {
  return (
    <ol className="podium" aria-label={s.podium}>
      {users.map((user) => (
        <li key={user.id} className={`podium__place podium__place--${user.position}`}>
          <span className="podium__medal" aria-label={s.position(user.position)}>
            {user.position === 1 ? <Crown size={16} aria-hidden="true" /> : null}
            {user.position}
          </span>
          <Link to={`/u/${encodeURIComponent(user.name)}`} className="podium__user">
            <Avatar name={user.fullname || user.name} src={user.image} size={72} />
            <span className="podium__name">{user.fullname || user.name}</span>
            <span className="podium__handle">@{user.name}</span>
          </Link>
          <span className="level-pill">{user.level}</span>
          <span className="podium__score">{s.points(formatCompactCount(user.score))}</span>
          <span className="podium__stats">
            <span title="me gusta">
              <Heart size={13} aria-hidden="true" /> {formatCompactCount(user.likes)}
            </span>
            <span title="vistas">
              <Eye size={13} aria-hidden="true" /> {formatCompactCount(user.views)}
            </span>
            <span title="seguidores">
              <UserPlus size={13} aria-hidden="true" /> {formatCompactCount(user.followers)}
            </span>
          </span>
          <span className="visually-hidden">
            {s.breakdown(
              formatCompactCount(user.likes),
              formatCompactCount(user.views),
              formatCompactCount(user.followers),
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function RankingRow({ user }: { user: RankedUser }) {
  return (
    <li className="ranking__row">
      <span className="ranking__position" aria-label={s.position(user.position)}>
        {user.position}
      </span>
      <Avatar name={user.fullname || user.name} src={user.image} size={44} />
      <span className="ranking__who">
        <Link to={`/u/${encodeURIComponent(user.name)}`} className="ranking__name">
          {user.name}
        </Link>
        <span className="level-pill">{user.level}</span>
      </span>
      <Score user={user} />
    </li>
  );
}
