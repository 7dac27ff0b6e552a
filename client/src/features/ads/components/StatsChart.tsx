import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useThemeControl } from '../../../shared/hooks/theme';
import { formatCount, formatDay, type StatsPoint } from '../ad-format';
import { adsStrings as s } from '../strings';

// only what a bar-and-line chart needs, so the ad routes' chunk stays small
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

/** Impressions as bars and clicks as a line, by day; the table beside it carries the same figures. */
export function StatsChart({ points, label }: { points: readonly StatsPoint[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { theme } = useThemeControl();

  useEffect(() => {
    if (!canvas.current) {
      return;
    }
    const text = cssVar('--color-text-muted');
    const grid = cssVar('--color-border');
    const chart = new Chart(canvas.current, {
      data: {
        labels: points.map((p) => formatDay(p.bucket)),
        datasets: [
          {
            type: 'bar',
            label: s.impressions,
            data: points.map((p) => p.impressions),
            backgroundColor: cssVar('--brand-400'),
            borderRadius: 4,
            yAxisID: 'y',
            order: 2,
          },
          {
            type: 'line',
            label: s.clicks,
            data: points.map((p) => p.clicks),
            borderColor: cssVar('--accent-500'),
            backgroundColor: cssVar('--accent-500'),
            pointRadius: points.length > 40 ? 0 : 3,
            tension: 0.3,
            yAxisID: 'y1',
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { labels: { color: text, boxWidth: 12 } },
          tooltip: {
            callbacks: {
              afterBody: (items) => {
                const p = points[items[0]?.dataIndex ?? -1];
                return p ? `${s.spend}: ${s.credits(p.spendCredits)}` : '';
              },
            },
          },
        },
        scales: {
          x: {
            ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 },
            grid: { display: false },
          },
          y: {
            beginAtZero: true,
            ticks: { color: text, precision: 0, callback: (v) => formatCount(Number(v)) },
            grid: { color: grid },
          },
          y1: {
            beginAtZero: true,
            position: 'right',
            ticks: { color: text, precision: 0 },
            grid: { display: false },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [points, theme]);

  return (
    <div className="ads-chart">
      <canvas ref={canvas} role="img" aria-label={s.chartLabel(label)} />
    </div>
  );
}
