import { ExternalLink, ImageIcon } from 'lucide-react';
import { destinationHost } from '../ad-format';
import { ctaLabel } from '../campaign-form';
import { adsStrings as s } from '../strings';

export interface PreviewCreative {
  title: string;
  src: string | null;
  poster?: string | null;
  authorName: string;
  dominantColor?: string | null;
}

/** The ad as a gallery tile shows it: the creative, 'Patrocinado', the advertiser and the CTA. */
export function AdPreviewTile({
  creative,
  cta,
  destinationUrl,
}: {
  creative: PreviewCreative | null;
  cta: string;
  destinationUrl: string;
}) {
  if (!creative) {
    return (
      <div className="ad-tile ad-tile--empty">
        <ImageIcon size={28} aria-hidden="true" />
        <p>{s.previewPlaceholder}</p>
      </div>
    );
  }
  const host = destinationHost(destinationUrl);
  const image = creative.src ?? creative.poster ?? null;
  return (
    <article className="ad-tile" aria-label={s.previewTitle}>
      <div className="ad-tile__media" style={{ background: creative.dominantColor ?? undefined }}>
        {image ? <img src={image} alt={creative.title} /> : <span className="spinner" />}
        <span className="ad-tile__label">{s.sponsored}</span>
      </div>
      <div className="ad-tile__body">
        <div className="ad-tile__meta">
          <p className="ad-tile__title">{creative.title}</p>
          <p className="ad-tile__by">
            @{creative.authorName}
            {host ? ` · ${host}` : ''}
          </p>
        </div>
        <span className="ad-tile__cta" title={destinationUrl || undefined}>
          {ctaLabel(cta)}
          <ExternalLink size={14} aria-hidden="true" />
        </span>
      </div>
    </article>
  );
}
