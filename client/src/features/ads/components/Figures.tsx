import {
  formatCount,
  formatCredits,
  formatCtr,
  formatDay,
  totals,
  type StatsPoint,
} from '../ad-format';
import { adsStrings as s } from '../strings';

/** Spend, impressions, clicks and CTR of a period as four cards. */
export function MetricCards({
  figures,
}: {
  figures: { spendCredits: number; impressions: number; clicks: number; ctr: number };
}) {
  const items = [
    { label: s.spend, value: s.credits(figures.spendCredits), id: 'spend' },
    { label: s.impressions, value: formatCount(figures.impressions), id: 'impressions' },
    { label: s.clicks, value: formatCount(figures.clicks), id: 'clicks' },
    { label: s.ctr, value: formatCtr(figures.ctr), id: 'ctr' },
  ];
  return (
    <dl className="ads-metrics">
      {items.map((item) => (
        <div key={item.id} className="ads-metric card" data-testid={`metric-${item.id}`}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures by day as a table, newest first, with a totals row. */
export function StatsTable({ points }: { points: readonly StatsPoint[] }) {
  const sum = totals(points);
  return (
    <div className="ads-table-wrap" tabIndex={0} role="region" aria-label={s.tableCaption}>
      <table className="ads-table">
        <caption className="visually-hidden">{s.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{s.date}</th>
            <th scope="col">{s.impressions}</th>
            <th scope="col">{s.clicks}</th>
            <th scope="col">{s.ctr}</th>
            <th scope="col">{s.spend}</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.bucket}>
              <th scope="row">{formatDay(p.bucket)}</th>
              <td>{formatCount(p.impressions)}</td>
              <td>{formatCount(p.clicks)}</td>
              <td>{formatCtr(p.impressions > 0 ? p.clicks / p.impressions : 0)}</td>
              <td>{formatCredits(p.spendCredits)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{s.total}</th>
            <td>{formatCount(sum.impressions)}</td>
            <td>{formatCount(sum.clicks)}</td>
            <td>{formatCtr(sum.ctr)}</td>
            <td>{formatCredits(sum.spendCredits)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export type RangeDays = 7 | 30 | 90;

/** The period switch: a radio group of buttons. */
export function RangeSwitch({
  value,
  options,
  onChange,
}: {
  value: RangeDays;
  options: readonly RangeDays[];
  onChange: (days: RangeDays) => void;
}) {
  const label = { 7: s.last7, 30: s.last30, 90: s.last90 } as const;
  return (
    <div className="ads-range" role="group" aria-label={s.rangeLabel}>
      {options.map((days) => (
        <button
          key={days}
          type="button"
          className={`ads-range__option${value === days ? ' is-active' : ''}`}
          aria-pressed={value === days}
          onClick={() => onChange(days)}
        >
          {label[days]}
        </button>
      ))}
    </div>
  );
}
