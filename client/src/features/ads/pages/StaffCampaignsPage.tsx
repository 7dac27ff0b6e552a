import { useMutation, useQuery } from '@apollo/client/react';
import { XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData } from '../../../gql';
import type { AdsCampaignFieldsFragment, CampaignStatus } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { notify } from '../../../shared/ui/notify';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { Tabs, tabId, tabPanelId } from '../../../shared/ui/Tabs';
import { StaffForbidden, StaffPage } from '../../accounts/components/StaffPage';
import '../ads.css';
import { LoadError } from '../components/AdsPage';
import { CampaignCard } from '../components/CampaignBits';
import {
  campaignFieldsFragment,
  campaignsForReviewQuery,
  rejectCampaignMutation,
} from '../operations';
import { adsStrings as s } from '../strings';

type Filter = 'all' | CampaignStatus;
const FILTERS: readonly Filter[] = ['active', 'paused', 'draft', 'rejected', 'finished', 'all'];
const TABS_ID = 'staff-campaigns';
const REASON_MAX = 500;
const REJECTABLE: readonly CampaignStatus[] = ['draft', 'active', 'paused'];

/** /staff/campaigns: every advertiser's campaigns, for the Mixel team to review and reject. */
export default function StaffCampaignsPage() {
  const [filter, setFilter] = useState<Filter>('active');
  return (
    <StaffPage
      name="staff-campaigns"
      title={s.reviewTitle}
      intro={s.reviewIntro}
      filters={
        <Tabs
          label={s.reviewFilterLabel}
          idPrefix={TABS_ID}
          items={FILTERS.map((value) => ({ value, label: s.reviewTabs[value] }))}
          value={filter}
          onChange={setFilter}
        />
      }
    >
      <div
        role="tabpanel"
        id={tabPanelId(TABS_ID, filter)}
        aria-labelledby={tabId(TABS_ID, filter)}
      >
        <ReviewList status={filter === 'all' ? null : filter} />
      </div>
    </StaffPage>
  );
}

function ReviewList({ status }: { status: CampaignStatus | null }) {
  const { data, error, refetch } = useQuery(campaignsForReviewQuery, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
  const [rejecting, setRejecting] = useState<AdsCampaignFieldsFragment | null>(null);

  if (error && errorCode(error) === 'FORBIDDEN') {
    return <StaffForbidden />;
  }
  if (error && !data) {
    return <LoadError message={errorMessage(error, s.loadError)} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return (
      <div className="ads-stack" role="status" aria-label={s.loading}>
        <Skeleton height="7rem" />
        <Skeleton height="7rem" />
      </div>
    );
  }
  const reviewed = data.campaignsForReview;
  if (reviewed.length === 0) {
    return (
      <div className="empty-state">
        <p>{s.reviewEmpty}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="ads-campaigns">
        {reviewed.map((item) => {
          const c = getFragmentData(campaignFieldsFragment, item.campaign);
          return (
            <CampaignCard
              key={c.id}
              campaign={c}
              byline={
                <p className="ads-campaign__meta">
                  <Link to={`/u/${encodeURIComponent(item.advertiserName)}`}>
                    {s.reviewBy(item.advertiserName)}
                  </Link>
                  {c.ads.map((ad) => (
                    <span key={ad.id}>
                      {' · '}
                      <Link to={`/p/${ad.postId}`}>{ad.ctaLabel}</Link> → {ad.destinationUrl}
                    </span>
                  ))}
                </p>
              }
            >
              {REJECTABLE.includes(c.status) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ads-danger"
                  icon={<XCircle size={16} />}
                  onClick={() => setRejecting(c)}
                >
                  {s.reject}
                </Button>
              ) : null}
            </CampaignCard>
          );
        })}
      </ul>
      {rejecting ? (
        <RejectDialog
          campaign={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setRejecting(null);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}

function RejectDialog({
  campaign,
  onClose,
  onRejected,
}: {
  campaign: AdsCampaignFieldsFragment;
  onClose: () => void;
  onRejected: () => void;
}) {
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reject, { loading }] = useMutation(rejectCampaignMutation);

  const submit = async () => {
    if (reason.trim().length === 0) {
      setProblem(s.rejectReasonRequired);
      return;
    }
    try {
      await reject({ variables: { id: campaign.id, reason: reason.trim() } });
      notify.success(s.rejectDone, `reject-${campaign.id}`);
      onRejected();
    } catch (error) {
      setProblem(errorMessage(error, s.rejectFailed));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={s.rejectTitle}
      footer={
        <>
          <Button onClick={onClose}>{s.keep}</Button>
          <Button variant="danger" loading={loading} onClick={() => void submit()}>
            {s.rejectConfirm}
          </Button>
        </>
      }
    >
      <div className="ads-stack">
        <p>{s.rejectText(campaign.name)}</p>
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {s.rejectReason}
          </label>
          <textarea
            id={reasonId}
            className="input"
            rows={3}
            value={reason}
            maxLength={REASON_MAX}
            aria-describedby={hintId}
            aria-invalid={problem !== null}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
          <p
            id={hintId}
            className={problem ? 'field__error' : 'field__hint'}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? s.rejectReasonHint}
          </p>
        </div>
      </div>
    </Dialog>
  );
}
