import { useQuery } from '@apollo/client/react';
import { BarChart3, LayoutList, Megaphone, PlusCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorMessage } from '../../../shared/graphql/errors';
import { buttonClass } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { AdsPage, LoadError } from '../components/AdsPage';
import { BudgetBar, StatusBadge } from '../components/CampaignBits';
import { MetricCards, RangeSwitch, type RangeDays } from '../components/Figures';
import { StatsChart } from '../components/StatsChart';
import { adDashboardQuery, campaignFieldsFragment } from '../operations';
import { adsStrings as s } from '../strings';

/** /ad_tools: the last 7 or 30 days of all the advertiser's campaigns, and the active ones. */
export default function AdDashboardPage() {
  return (
    <AdsPage
      title={s.dashboardTitle}
      intro={s.dashboardIntro}
      actions={
        <Link
          to="/ad_tools/create"
          className={buttonClass({ variant: 'primary' })}
          data-testid="ads-create-link"
        >
          <PlusCircle size={18} aria-hidden="true" />
          {s.createCampaignTitle}
        </Link>
      }
    >
      {(user) => <Dashboard credits={user.credits} />}
    </AdsPage>
  );
}

function Dashboard({ credits }: { credits: number }) {
  const [days, setDays] = useState<RangeDays>(7);
  const { data, error, refetch } = useQuery(adDashboardQuery, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.adDashboard;
  const active = getFragmentData(campaignFieldsFragment, d?.activeCampaigns ?? []);

  return (
    <div className="ads-stack">
      <div className="ads-toolbar">
        <RangeSwitch value={days} options={[7, 30]} onChange={setDays} />
        <p className="ads-balance">
          {s.balance}: <strong>{s.credits(credits)}</strong>
        </p>
      </div>
      {error && !d ? (
        <LoadError message={errorMessage(error, s.loadError)} onRetry={() => void refetch()} />
      ) : null}
      {d ? (
        <>
          <MetricCards figures={d} />
          <div className="card card--padded">
            <StatsChart points={d.byDay} label={days === 7 ? s.last7 : s.last30} />
            {d.impressions === 0 ? <p className="ads-muted">{s.noData}</p> : null}
          </div>
        </>
      ) : !error ? (
        <div role="status" aria-label={s.loading} className="ads-stack">
          <Skeleton height="5rem" />
          <Skeleton height="16rem" />
        </div>
      ) : null}

      <section className="card card--padded" aria-labelledby="ads-active-title">
        <div className="ads-section-head">
          <h2 id="ads-active-title" className="ads-h2">
            {s.activeCampaigns}
          </h2>
          <div className="ads-links">
            <Link to="/ad_tools/campaigns" className={buttonClass({ size: 'sm' })}>
              <LayoutList size={16} aria-hidden="true" />
              {s.seeAllCampaigns}
            </Link>
            <Link to="/ad_tools/analytics" className={buttonClass({ size: 'sm' })}>
              <BarChart3 size={16} aria-hidden="true" />
              {s.seeAnalytics}
            </Link>
          </div>
        </div>
        {d && active.length === 0 ? (
          <div className="ads-empty">
            <Megaphone size={22} aria-hidden="true" />
            <p>
              <strong>{s.noActiveCampaigns}</strong> {s.noActiveCampaignsText}
            </p>
          </div>
        ) : null}
        <ul className="ads-active">
          {active.map((c) => (
            <li key={c.id} className="ads-active__item">
              <div className="ads-active__head">
                <Link to={`/ad_tools/analytics?campaign=${c.id}`} className="ads-active__name">
                  {c.name}
                </Link>
                <StatusBadge status={c.status} />
              </div>
              <BudgetBar spent={c.spentCredits} budget={c.budgetCredits} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
