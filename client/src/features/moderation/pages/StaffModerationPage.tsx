import { useMutation, useQuery } from '@apollo/client/react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type {
  ContentLevel,
  ModerationAction,
  ModerationQueueQuery,
  ModerationQueueStatus,
  ModerationTargetType,
} from '../../../gql/graphql';
import { formatRelativeTime } from '../../../shared/format';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Tabs, tabId, tabPanelId } from '../../../shared/ui/Tabs';
import { StaffForbidden, StaffPage } from '../../accounts/components/StaffPage';
import '../components/moderation.css';
import './staff-moderation.css';
import { auditLogQuery, moderateMutation, moderationQueueQuery } from '../operations';
import { moderationStrings as s } from '../strings';

type Item = ModerationQueueQuery['moderationQueue']['items'][number];

const STATUSES: readonly ModerationQueueStatus[] = ['open', 'closed'];
const TYPES: readonly ModerationTargetType[] = ['post', 'comment', 'user'];
const TABS_ID = 'staff-moderation';

/** What staff may do to each kind of target, in the order shown. */
function actionsFor(item: Item): ModerationAction[] {
  const state = item.state;
  const owner: ModerationAction[] =
    state?.banned || state?.suspendedUntil ? ['unban'] : ['suspend', 'ban'];
  if (item.target.type === 'user') {
    return ['dismiss', ...owner];
  }
  if (state?.hiddenCause === 'review') {
    // held for review: publish it (restore) or hide it for good; there is no report to dismiss
    return ['restore', 'hide', ...owner];
  }
  const level: ModerationAction[] = item.target.type === 'post' ? ['level'] : [];
  return [state?.hidden ? 'restore' : 'hide', ...level, 'dismiss', ...owner];
}

/** A held comment's 'restore' publishes it. */
function actionLabel(item: Item, action: ModerationAction): string {
  return item.state?.hiddenCause === 'review' && action === 'restore'
    ? s.approve
    : s.actions[action];
}

function History({ item }: { item: Item }) {
  const { data } = useQuery(auditLogQuery, {
    variables: { targetType: item.target.type, targetId: item.target.id },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.auditLog.items ?? [];
  return (
    <details className="moderation-item__history">
      <summary>{s.history}</summary>
      {entries.length === 0 ? (
        <p>{s.historyEmpty}</p>
      ) : (
        <ol>
          {entries.map((e) => (
            <li key={e.id}>
              <strong>{s.historyEntry(e.actorName, s.actions[e.action])}</strong> — {e.reason}{' '}
              <time dateTime={e.createdAt}>{formatRelativeTime(e.createdAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

function QueueCard({ item, onDone }: { item: Item; onDone: () => void }) {
  const reasonId = useId();
  const daysId = useId();
  const levelId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(7);
  const [level, setLevel] = useState<ContentLevel>(item.state?.contentLevel ?? 'general');
  const [problem, setProblem] = useState<string | null>(null);
  const [moderate, { loading }] = useMutation(moderateMutation, {
    refetchQueries: ['AuditLog'],
  });
  const act = async (action: ModerationAction) => {
    if (!reason.trim()) {
      setProblem(s.decisionRequired);
      return;
    }
    try {
      await moderate({
        variables: {
          input: {
            targetType: item.target.type,
            targetId: item.target.id,
            action,
            reason: reason.trim(),
            days: action === 'suspend' ? days : null,
            level: action === 'level' ? level : null,
          },
        },
      });
      notify.success(s.done, `moderate-${item.target.id}`);
      setReason('');
      setProblem(null);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, s.loadFailed));
    }
  };
  const preview = item.preview;
  const state = item.state;
  return (
    <li className="card moderation-item" data-testid="moderation-item">
      <div className="moderation-item__head">
        {preview?.image ? (
          <img className="moderation-item__thumb" src={preview.image} alt="" loading="lazy" />
        ) : null}
        <div className="moderation-item__summary">
          <span className="moderation-item__type">{s.typeLabel[item.target.type]}</span>
          {preview ? (
            <Link to={preview.href} className="moderation-item__title">
              {preview.title}
            </Link>
          ) : (
            <span>{s.deleted}</span>
          )}
          <span className="moderation-item__meta">
            {preview ? s.owner(preview.ownerName) : null}
            {item.reportCount > 0 ? <span> · {s.reportsCount(item.reportCount)}</span> : null}
            {state?.hiddenCause === 'review' ? (
              <span className="moderation-badge moderation-badge--appeal">
                {s.stateHeld(state.hiddenReason)}
              </span>
            ) : state?.hidden ? (
              <span className="moderation-badge">{s.stateHidden}</span>
            ) : null}
            {state?.banned ? <span className="moderation-badge">{s.stateBanned}</span> : null}
            {state?.suspendedUntil ? (
              <span className="moderation-badge">
                {s.stateSuspended(new Date(state.suspendedUntil).toLocaleDateString('es'))}
              </span>
            ) : null}
            {item.appeal?.status === 'open' ? (
              <span className="moderation-badge moderation-badge--appeal">{s.appealBadge}</span>
            ) : null}
          </span>
        </div>
      </div>
      {item.reasonCounts.length > 0 ? (
        <ul className="moderation-item__reasons" aria-label={s.reasonLegend}>
          {item.reasonCounts.map((r) => (
            <li key={r.reason}>
              {s.reasons[r.reason]} · {r.count}
            </li>
          ))}
        </ul>
      ) : null}
      {item.reports.some((r) => r.text) ? (
        <ul className="moderation-item__reports">
          {item.reports
            .filter((r) => r.text)
            .slice(0, 5)
            .map((r) => (
              <li key={r.id}>
                “{r.text}” <span>{s.by(r.reporterName)}</span>
              </li>
            ))}
        </ul>
      ) : null}
      {item.appeal ? (
        <blockquote className="moderation-item__appeal">
          <strong>{s.appealBadge}:</strong> {item.appeal.text}
        </blockquote>
      ) : null}
      <div className="moderation-item__decision">
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {s.reasonField}
          </label>
          <input
            id={reasonId}
            className="input"
            value={reason}
            maxLength={500}
            placeholder={s.reasonFieldPlaceholder}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
          />
        </div>
        <div className="field moderation-item__days">
          <label className="field__label" htmlFor={daysId}>
            {s.daysField}
          </label>
          <input
            id={daysId}
            className="input"
            type="number"
            min={1}
            max={365}
            value={days}
            onChange={(e) => setDays(Number(e.target.value) || 1)}
          />
        </div>
        {item.target.type === 'post' ? (
          <div className="field moderation-item__days">
            <label className="field__label" htmlFor={levelId}>
              {s.levelField}
            </label>
            <select
              id={levelId}
              className="input"
              value={level}
              onChange={(e) => setLevel(e.target.value as ContentLevel)}
            >
              {(['general', 'sensible', 'explicito'] as const).map((l) => (
                <option key={l} value={l}>
                  {s.levels[l]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="moderation-item__actions" role="group" aria-label={s.actionsLabel}>
          {actionsFor(item).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'hide' || action === 'ban' ? 'danger' : 'secondary'}
              disabled={loading}
              onClick={() => void act(action)}
            >
              {actionLabel(item, action)}
            </Button>
          ))}
        </div>
      </div>
      <History item={item} />
    </li>
  );
}

function Queue({
  status,
  type,
}: {
  status: ModerationQueueStatus;
  type: ModerationTargetType | null;
}) {
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(moderationQueueQuery, {
    variables: { status, targetType: type, page },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.moderationQueue;
  if (error && errorCode(error) === 'FORBIDDEN') {
    return <StaffForbidden />;
  }
  if (!queue && loading) {
    return <Skeleton height="10rem" className="card" />;
  }
  if (!queue) {
    return (
      <div className="empty-state" role="alert">
        <span className="empty-state__icon" aria-hidden="true">
          <AlertTriangle size={28} />
        </span>
        <p>{errorMessage(error, s.loadFailed)}</p>
        <Button variant="primary" onClick={() => void refetch().catch(() => undefined)}>
          {s.retry}
        </Button>
      </div>
    );
  }
  if (queue.items.length === 0 && page === 1) {
    return (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <Inbox size={28} />
        </span>
        <h2>{status === 'open' ? s.empty : s.emptyClosed}</h2>
      </div>
    );
  }
  return (
    <>
      <ul className="moderation-list">
        {queue.items.map((item) => (
          <QueueCard
            key={`${item.target.type}:${item.target.id}`}
            item={item}
            onDone={() => void refetch().catch(() => undefined)}
          />
        ))}
      </ul>
      <nav className="moderation-pager" aria-label={s.page(page)}>
        <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {s.previous}
        </Button>
        <span>{s.page(page)}</span>
        <Button size="sm" disabled={!queue.hasNextPage} onClick={() => setPage(page + 1)}>
          {s.next}
        </Button>
      </nav>
    </>
  );
}

/** /staff/moderation: reported targets grouped, with their reports and appeals, and the decisions. */
export default function StaffModerationPage() {
  const typeId = useId();
  const [status, setStatus] = useState<ModerationQueueStatus>('open');
  const [type, setType] = useState<ModerationTargetType | null>(null);
  return (
    <StaffPage
      name="staff-moderation"
      title={s.staffTitle}
      intro={s.staffIntro}
      filters={
        <>
          <Tabs
            label={s.filtersLabel}
            idPrefix={TABS_ID}
            items={STATUSES.map((value) => ({
              value,
              label: value === 'open' ? s.statusOpen : s.statusClosed,
            }))}
            value={status}
            onChange={setStatus}
          />
          <div className="staff-page__filter">
            <label className="field__label" htmlFor={typeId}>
              {s.filtersLabel}
            </label>
            <select
              id={typeId}
              className="input"
              value={type ?? ''}
              onChange={(e) => setType((e.target.value || null) as ModerationTargetType | null)}
            >
              <option value="">{s.typeAll}</option>
              {TYPES.map((t) => (
                <option key={t} value={t}>
                  {s.types[t]}
                </option>
              ))}
            </select>
          </div>
        </>
      }
    >
      <div
        role="tabpanel"
        id={tabPanelId(TABS_ID, status)}
        aria-labelledby={tabId(TABS_ID, status)}
      >
        <Queue key={`${status}|${type ?? ''}`} status={status} type={type} />
      </div>
    </StaffPage>
  );
}
