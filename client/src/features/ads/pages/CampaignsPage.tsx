import { useQuery } from '@apollo/client/react';
import { BarChart3, Copy, Pause, Play, PlusCircle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData } from '../../../gql';
import type { AdsCampaignFieldsFragment, CampaignStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { AdsPage, LoadError } from '../components/AdsPage';
import { CampaignCard } from '../components/CampaignBits';
import { useCampaignActions } from '../hooks/useCampaignActions';
import { campaignFieldsFragment, myCampaignsQuery } from '../operations';
import { adsStrings as s } from '../strings';

type Filter = 'all' | CampaignStatus;
const FILTERS: readonly Filter[] = ['all', 'active', 'paused', 'draft', 'finished', 'rejected'];

/** /ad_tools/campaigns: every campaign with its status, budget used and actions. */
export default function CampaignsPage() {
  return (
    <AdsPage
      title={s.campaignsTitle}
      intro={s.campaignsIntro}
      actions={
        <Link to="/ad_tools/create" className={buttonClass({ variant: 'primary' })}>
          <PlusCircle size={18} aria-hidden="true" />
          {s.createCampaignTitle}
        </Link>
      }
    >
      {() => <CampaignList />}
    </AdsPage>
  );
}

function CampaignList() {
  const { data, error, refetch } = useQuery(myCampaignsQuery, { fetchPolicy: 'cache-and-network' });
  const [filter, setFilter] = useState<Filter>('all');
  const [confirming, setConfirming] = useState<AdsCampaignFieldsFragment | null>(null);
  const actions = useCampaignActions();
  const campaigns = getFragmentData(campaignFieldsFragment, data?.myCampaigns ?? []);
  const shown = filter === 'all' ? campaigns : campaigns.filter((c) => c.status === filter);

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
  return (
    <div className="ads-stack">
      <div className="ads-filters" role="group" aria-label={s.filterLabel}>
        {FILTERS.map((f) => {
          const count =
            f === 'all' ? campaigns.length : campaigns.filter((c) => c.status === f).length;
          if (f !== 'all' && count === 0) {
            return null;
          }
          return (
            <button
              key={f}
              type="button"
              className={`ads-chip${filter === f ? ' is-active' : ''}`}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {f === 'all' ? s.filterAll : s.status[f]}{' '}
              <span className="ads-chip__count">{count}</span>
            </button>
          );
        })}
      </div>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>{campaigns.length === 0 ? s.emptyCampaigns : s.emptyFiltered}</p>
          <Link to="/ad_tools/create" className={buttonClass({ variant: 'primary' })}>
            {s.createCampaignTitle}
          </Link>
        </div>
      ) : null}
      <ul className="ads-campaigns">
        {shown.map((c) => (
          <CampaignCard key={c.id} campaign={c}>
            {c.status === 'active' ? (
              <Button
                size="sm"
                icon={<Pause size={16} />}
                loading={actions.busy === `pause:${c.id}`}
                onClick={() => void actions.run('pause', c.id)}
              >
                {s.pause}
              </Button>
            ) : null}
            {c.status === 'paused' || c.status === 'draft' ? (
              <Button
                size="sm"
                variant="primary"
                icon={<Play size={16} />}
                loading={actions.busy === `resume:${c.id}`}
                onClick={() => void actions.run('resume', c.id, c.status === 'draft')}
              >
                {c.status === 'draft' ? s.launch : s.resume}
              </Button>
            ) : null}
            <Link
              to={`/ad_tools/analytics?campaign=${c.id}`}
              className={buttonClass({ size: 'sm' })}
            >
              <BarChart3 size={16} aria-hidden="true" />
              {s.analytics}
            </Link>
            <Link to={`/ad_tools/create?from=${c.id}`} className={buttonClass({ size: 'sm' })}>
              <Copy size={16} aria-hidden="true" />
              {s.duplicate}
            </Link>
            {c.status === 'active' || c.status === 'paused' || c.status === 'draft' ? (
              <Button
                size="sm"
                variant="ghost"
                className="ads-danger"
                icon={<XCircle size={16} />}
                onClick={() => setConfirming(c)}
              >
                {s.cancel}
              </Button>
            ) : null}
          </CampaignCard>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={s.cancelTitle}
        footer={
          <>
            <Button onClick={() => setConfirming(null)}>{s.keep}</Button>
            <Button
              variant="danger"
              loading={confirming !== null && actions.busy === `cancel:${confirming.id}`}
              onClick={() => {
                if (confirming) {
                  void actions.run('cancel', confirming.id).then(() => setConfirming(null));
                }
              }}
            >
              {s.cancelConfirm}
            </Button>
          </>
        }
      >
        <p>{confirming ? s.cancelText(confirming.name) : null}</p>
      </Dialog>
    </div>
  );
}
