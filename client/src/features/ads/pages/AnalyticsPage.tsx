import { useQuery } from '@apollo/client/react';
import { Download, LineChart } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getFragmentData } from '../../../gql';
import type { AdsCampaignFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/graphql/errors';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { notify } from '../../../shared/ui/notify';
import { dayRange, formatCount, formatCredits, formatCtr, totals } from '../ad-format';
import { AdsPage, LoadError } from '../components/AdsPage';
import { StatusBadge } from '../components/CampaignBits';
import { MetricCards, RangeSwitch, StatsTable, type RangeDays } from '../components/Figures';
import { StatsChart } from '../components/StatsChart';
import { useCreatives } from '../hooks/useCreatives';
import {
  adStatsQuery,
  campaignFieldsFragment,
  campaignStatsQuery,
  myCampaignsQuery,
} from '../operations';
import { csvFileName, downloadText, statsCsv } from '../stats-csv';
import { adsStrings as s } from '../strings';

/** /ad_tools/analytics: one campaign (or one of its ads) by day, with chart, table and CSV. */
export default function AnalyticsPage() {
  return (
    <AdsPage title={s.analyticsTitle} intro={s.analyticsIntro}>
      {() => <Analytics />}
    </AdsPage>
  );
}

function Analytics() {
  const [params, setParams] = useSearchParams();
  const campaignsQuery = useQuery(myCampaignsQuery, { fetchPolicy: 'cache-and-network' });
  const campaigns = getFragmentData(campaignFieldsFragment, campaignsQuery.data?.myCampaigns ?? []);
  const selectId = useId();
  const scopeId = useId();

  if (campaignsQuery.error && !campaignsQuery.data) {
    return (
      <LoadError
        message={errorMessage(campaignsQuery.error, s.loadError)}
        onRetry={() => void campaignsQuery.refetch()}
      />
    );
  }
  if (!campaignsQuery.data) {
    return <Skeleton height="20rem" />;
  }
  if (campaigns.length === 0) {
    return (
      <div className="empty-state">
        <span className="empty-state__icon" aria-hidden="true">
          <LineChart size={26} />
        </span>
        <p>{s.noCampaigns}</p>
        <Link to="/ad_tools/create" className={buttonClass({ variant: 'primary' })}>
          {s.createCampaignTitle}
        </Link>
      </div>
    );
  }
  const campaign = campaigns.find((c) => c.id === params.get('campaign')) ?? campaigns[0];
  const adId = campaign.ads.some((a) => a.id === params.get('ad')) ? params.get('ad') : null;
  const days = ([7, 30, 90] as const).find((d) => String(d) === params.get('days')) ?? 30;
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) {
        next.delete(key);
      } else {
        next.set(key, value);
      }
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="ads-stack">
      <div className="ads-toolbar ads-toolbar--wrap">
        <div className="field ads-select">
          <label className="field__label" htmlFor={selectId}>
            {s.campaignLabel}
          </label>
          <select
            id={selectId}
            className="input"
            value={campaign.id}
            onChange={(e) => set({ campaign: e.target.value, ad: null })}
          >
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({s.status[c.status]})
              </option>
            ))}
          </select>
        </div>
        <div className="field ads-select">
          <label className="field__label" htmlFor={scopeId}>
            {s.scopeLabel}
          </label>
          <select
            id={scopeId}
            className="input"
            value={adId ?? ''}
            onChange={(e) => set({ ad: e.target.value || null })}
          >
            <option value="">{s.scopeCampaign}</option>
            {campaign.ads.map((a, i) => (
              <option key={a.id} value={a.id}>
                {s.adN(i + 1)} · {a.ctaLabel}
              </option>
            ))}
          </select>
        </div>
        <RangeSwitch
          value={days}
          options={[7, 30, 90]}
          onChange={(d) => set({ days: String(d) })}
        />
      </div>
      <Series
        key={`${campaign.id}:${adId ?? ''}:${days}`}
        campaign={campaign}
        adId={adId}
        days={days}
      />
      <AdsBreakdown campaign={campaign} days={days} />
    </div>
  );
}

function Series({
  campaign,
  adId,
  days,
}: {
  campaign: AdsCampaignFieldsFragment;
  adId: string | null;
  days: RangeDays;
}) {
  const range = useMemo(() => dayRange(days), [days]);
  const byCampaign = useQuery(campaignStatsQuery, {
    variables: { campaignId: campaign.id, ...range },
    skip: adId !== null,
    fetchPolicy: 'cache-and-network',
  });
  const byAd = useQuery(adStatsQuery, {
    variables: { adId: adId ?? '', ...range },
    skip: adId === null,
    fetchPolicy: 'cache-and-network',
  });
  const result = adId ? byAd : byCampaign;
  const points = adId ? byAd.data?.adStats : byCampaign.data?.campaignStats;
  const adIndex = campaign.ads.findIndex((a) => a.id === adId);
  const label = adId ? `${campaign.name} · ${s.adN(adIndex + 1)}` : campaign.name;

  if (result.error && !points) {
    return (
      <LoadError
        message={errorMessage(result.error, s.loadError)}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (!points) {
    return <Skeleton height="20rem" />;
  }
  const exportCsv = () => {
    downloadText(statsCsv(points), csvFileName(label, range.from, range.to));
    notify.success(s.exported, 'ads-csv');
  };
  return (
    <>
      <MetricCards figures={totals(points)} />
      <section className="card card--padded ads-stack" aria-label={label}>
        <div className="ads-section-head">
          <h2 className="ads-h2">
            {label} <StatusBadge status={campaign.status} />
          </h2>
          <Button size="sm" icon={<Download size={16} />} onClick={exportCsv}>
            {s.exportCsv}
          </Button>
        </div>
        <StatsChart points={points} label={label} />
        <StatsTable points={points} />
      </section>
    </>
  );
}

function AdsBreakdown({
  campaign,
  days,
}: {
  campaign: AdsCampaignFieldsFragment;
  days: RangeDays;
}) {
  const creatives = useCreatives();
  return (
    <section className="card card--padded" aria-labelledby="ads-by-ad">
      <h2 id="ads-by-ad" className="ads-h2">
        {s.byAd}
      </h2>
      <div className="ads-table-wrap" tabIndex={0} role="region" aria-labelledby="ads-by-ad">
        <table className="ads-table">
          <thead>
            <tr>
              <th scope="col">{s.ad}</th>
              <th scope="col">{s.impressions}</th>
              <th scope="col">{s.clicks}</th>
              <th scope="col">{s.ctr}</th>
              <th scope="col">{s.spend}</th>
            </tr>
          </thead>
          <tbody>
            {campaign.ads.map((ad, i) => (
              <AdRow
                key={ad.id}
                adId={ad.id}
                index={i}
                days={days}
                title={creatives.byId.get(ad.postId)?.title ?? ad.ctaLabel}
                src={creatives.byId.get(ad.postId)?.src ?? null}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AdRow(props: {
  adId: string;
  index: number;
  days: RangeDays;
  title: string;
  src: string | null;
}) {
  const range = useMemo(() => dayRange(props.days), [props.days]);
  const { data } = useQuery(adStatsQuery, {
    variables: { adId: props.adId, ...range },
    fetchPolicy: 'cache-and-network',
  });
  const sum = data ? totals(data.adStats) : null;
  return (
    <tr>
      <th scope="row">
        <Link to={`/insights/media/${props.adId}`} className="ads-adcell">
          {props.src ? <img src={props.src} alt="" width={40} height={40} /> : null}
          <span>
            {s.adN(props.index + 1)}: {props.title}
          </span>
        </Link>
      </th>
      <td>{sum ? formatCount(sum.impressions) : '…'}</td>
      <td>{sum ? formatCount(sum.clicks) : '…'}</td>
      <td>{sum ? formatCtr(sum.ctr) : '…'}</td>
      <td>{sum ? formatCredits(sum.spendCredits) : '…'}</td>
    </tr>
  );
}
