import { useQuery } from '@apollo/client/react';
import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { getFragmentData } from '../../../gql';
import { errorCode, errorMessage } from '../../../shared/graphql/errors';
import { buttonClass } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { dayRange, totals } from '../ad-format';
import { AdPreviewTile } from '../components/AdPreviewTile';
import { AdsPage, LoadError } from '../components/AdsPage';
import { StatusBadge } from '../components/CampaignBits';
import { MetricCards, RangeSwitch, StatsTable, type RangeDays } from '../components/Figures';
import { StatsChart } from '../components/StatsChart';
import { useCreatives } from '../hooks/useCreatives';
import { adStatsQuery, campaignFieldsFragment, myCampaignsQuery } from '../operations';
import { adsStrings as s } from '../strings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /insights/media/{adId}: one ad's figures by day; not found for an ad that is not yours. */
export default function MediaInsightsPage() {
  const { adId = '' } = useParams();
  return <AdsPage title={s.insightsTitle}>{() => <Insights key={adId} adId={adId} />}</AdsPage>;
}

function NotFound() {
  return (
    <div className="empty-state" data-testid="ad-not-found">
      <span className="empty-state__icon" aria-hidden="true">
        <SearchX size={26} />
      </span>
      <h2>{s.adNotFoundTitle}</h2>
      <p>{s.adNotFoundText}</p>
      <Link to="/ad_tools/campaigns" className={buttonClass({ variant: 'primary' })}>
        {s.backToCampaigns}
      </Link>
    </div>
  );
}

function Insights({ adId }: { adId: string }) {
  const [days, setDays] = useState<RangeDays>(30);
  const range = useMemo(() => dayRange(days), [days]);
  const valid = UUID.test(adId);
  const stats = useQuery(adStatsQuery, {
    variables: { adId, ...range },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const campaigns = useQuery(myCampaignsQuery, { fetchPolicy: 'cache-first', skip: !valid });
  const creatives = useCreatives();

  if (!valid || errorCode(stats.error) === 'CAMPAIGNS.AD_NOT_FOUND') {
    return <NotFound />;
  }
  if (stats.error && !stats.data) {
    return (
      <LoadError
        message={errorMessage(stats.error, s.loadError)}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const list = getFragmentData(campaignFieldsFragment, campaigns.data?.myCampaigns ?? []);
  const campaign = list.find((c) => c.ads.some((a) => a.id === adId));
  const ad = campaign?.ads.find((a) => a.id === adId);
  const creative = ad ? creatives.byId.get(ad.postId) : undefined;
  const points = stats.data?.adStats;

  return (
    <div className="ads-stack">
      <div className="ads-insights">
        <div className="ads-insights__tile">
          {ad ? (
            <AdPreviewTile
              creative={
                creative
                  ? {
                      title: creative.title,
                      src: creative.src ?? null,
                      poster: creative.video?.poster ?? null,
                      authorName: creative.author.name,
                      dominantColor: creative.dominantColor,
                    }
                  : null
              }
              cta={ad.cta}
              destinationUrl={ad.destinationUrl}
            />
          ) : (
            <Skeleton height="14rem" />
          )}
        </div>
        <div className="ads-stack">
          {campaign ? (
            <p className="ads-insights__campaign">
              <Link to={`/ad_tools/analytics?campaign=${campaign.id}&ad=${adId}`}>
                {s.campaignOf(campaign.name)}
              </Link>{' '}
              <StatusBadge status={campaign.status} />
            </p>
          ) : null}
          {ad ? (
            <p className="ads-muted ads-break" title={ad.destinationUrl}>
              {ad.ctaLabel} → {ad.destinationUrl}
            </p>
          ) : null}
          <RangeSwitch value={days} options={[7, 30, 90]} onChange={setDays} />
          {points ? <MetricCards figures={totals(points)} /> : <Skeleton height="5rem" />}
        </div>
      </div>
      {points ? (
        <section className="card card--padded ads-stack" aria-label={s.insightsTitle}>
          <StatsChart points={points} label={s.insightsTitle} />
          <StatsTable points={points} />
        </section>
      ) : (
        <Skeleton height="16rem" />
      )}
    </div>
  );
}
