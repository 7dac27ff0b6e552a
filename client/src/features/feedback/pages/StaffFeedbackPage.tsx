import { useMutation, useQuery } from '@apollo/client/react';
import { AlertTriangle, Check, Inbox, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { FeedbackRating, FeedbackStatus } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../shared/format';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { appendPage } from '../../../shared/graphql/paging';
import { Button } from '../../../shared/ui/Button';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Tabs, tabId, tabPanelId } from '../../../shared/ui/Tabs';
import { StaffForbidden, StaffPage } from '../../accounts/components/StaffPage';
import '../components/feedback.css';
import {
  feedbackItemFragment,
  feedbackListQuery,
  markFeedbackHandledMutation,
} from '../operations';
import { feedbackStrings as s } from '../strings';

const STATUSES: readonly FeedbackStatus[] = ['open', 'handled', 'all'];
const RATINGS: readonly FeedbackRating[] = ['low', 'medium', 'high'];
const TABS_ID = 'staff-feedback';

function FeedbackCard({ item: masked }: { item: FragmentType<typeof feedbackItemFragment> }) {
  const item = getFragmentData(feedbackItemFragment, masked);
  const [mark, { loading }] = useMutation(markFeedbackHandledMutation);
  const rating = s.ratings[item.rating];

  const toggle = async () => {
    try {
      await mark({ variables: { id: item.id, handled: !item.handled } });
      notify.success(item.handled ? s.reopenedToast : s.handledToast, `feedback-${item.id}`);
    } catch (error) {
      notify.error(errorMessage(error, s.actionFailed), `feedback-${item.id}`);
    }
  };

  return (
    <li className="card feedback-card" data-handled={item.handled} data-testid="feedback-item">
      <span className="feedback-card__emoji" role="img" aria-label={rating.label}>
        {rating.emoji}
      </span>
      <div className="feedback-card__body">
        <div className="feedback-card__meta">
          <Link className="feedback-card__author" to={`/u/${encodeURIComponent(item.author.name)}`}>
            {item.author.fullname || item.author.name}
          </Link>
          <span>{s.byAuthor(item.author.name)}</span>
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
          <span className="feedback-card__status" data-handled={item.handled}>
            {item.handled ? s.handledBadge : s.openBadge}
          </span>
        </div>
        <p className="feedback-card__message">{item.message}</p>
        {item.pagePath || item.userAgent ? (
          <div className="feedback-card__context">
            {item.pagePath ? <span>{s.fromPage(item.pagePath)}</span> : null}
            {item.userAgent ? <span>{item.userAgent}</span> : null}
          </div>
        ) : null}
      </div>
      <div className="feedback-card__actions">
        <Button
          size="sm"
          variant={item.handled ? 'ghost' : 'secondary'}
          loading={loading}
          icon={
            item.handled ? (
              <RotateCcw size={15} aria-hidden="true" />
            ) : (
              <Check size={15} aria-hidden="true" />
            )
          }
          onClick={() => void toggle()}
        >
          {item.handled ? s.reopen : s.markHandled}
        </Button>
      </div>
    </li>
  );
}

function FeedbackList({
  status,
  rating,
}: {
  status: FeedbackStatus;
  rating: FeedbackRating | null;
}) {
  const { data, error, loading, refetch, fetchMore } = useQuery(feedbackListQuery, {
    variables: { status, rating, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.feedbackList;

  if (error && errorCode(error) === 'FORBIDDEN') {
    return <StaffForbidden />;
  }
  if (!page && loading) {
    return (
      <div className="staff-feedback__skeleton" role="status" aria-label={s.loading}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="7rem" className="card" />
        ))}
      </div>
    );
  }
  if (!page) {
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
  if (page.items.length === 0) {
    return (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <Inbox size={28} />
        </span>
        <h2>{s.empty}</h2>
        <p>{s.emptyHint}</p>
      </div>
    );
  }

  const loadMore = async () => {
    try {
      await fetchMore({
        variables: { page: page.currentPage + 1 },
        updateQuery: (previous, { fetchMoreResult }) => ({
          feedbackList: appendPage(previous.feedbackList, fetchMoreResult.feedbackList, 'items'),
        }),
      });
    } catch (loadError) {
      notify.error(errorMessage(loadError, s.loadFailed), 'feedback-more');
    }
  };

  return (
    <>
      <ul className="staff-page__list" aria-label={s.listLabel}>
        {page.items.map((item) => (
          <FeedbackCard key={item.id} item={item} />
        ))}
      </ul>
      {page.hasNextPage ? (
        <LoadMoreButton onLoad={loadMore} label={s.more} loadingLabel={s.loadingMore} />
      ) : null}
    </>
  );
}

/** /staff/feedback: what people sent from 'Enviar feedback', for the staff to read and handle. */
export default function StaffFeedbackPage() {
  const ratingId = useId();
  const [status, setStatus] = useState<FeedbackStatus>('open');
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  return (
    <StaffPage
      name="staff-feedback"
      title={s.staffTitle}
      intro={s.staffIntro}
      filters={
        <>
          <Tabs
            label={s.statusLabel}
            idPrefix={TABS_ID}
            items={STATUSES.map((value) => ({ value, label: s.statuses[value] }))}
            value={status}
            onChange={setStatus}
          />
          <div className="staff-page__filter">
            <label className="field__label" htmlFor={ratingId}>
              {s.ratingFilter}
            </label>
            <select
              id={ratingId}
              className="input"
              value={rating ?? ''}
              onChange={(event) => setRating((event.target.value || null) as FeedbackRating | null)}
            >
              <option value="">{s.anyRating}</option>
              {RATINGS.map((value) => (
                <option key={value} value={value}>
                  {`${s.ratings[value].emoji} ${s.ratings[value].label}`}
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
        <FeedbackList status={status} rating={rating} />
      </div>
    </StaffPage>
  );
}
