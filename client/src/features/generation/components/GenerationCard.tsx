import { AlertTriangle, Check, EyeOff, Send } from 'lucide-react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { GenerationCard_GenerationFragment as GenerationData } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../shared/format';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { generationStrings as s } from '../strings';

/** CSS aspect ratio of each dimension (width / height). */
export const ASPECT: Record<string, string> = { '2:3': '2 / 3', '1:1': '1 / 1', '16:9': '16 / 9' };

export const GenerationCard_GenerationFragment = graphql(`
  fragment GenerationCard_Generation on Generation {
    id
    prompt
    modelName
    imageDimensions
    generationMode
    numberOfImages
    privateMode
    status
    error
    createdAt
    images {
      url
      width
      height
    }
  }
`);

/** One image of a generation, as the lightbox and the publish dialog receive it. */
export interface ImageRef {
  generation: GenerationData;
  index: number;
}

function columnsFor(count: number, dimensions: string): number {
  if (count === 1) {
    return 1;
  }
  if (dimensions === '16:9') {
    return 2;
  }
  return count >= 8 ? 4 : 2;
}

/** Tiles waiting for images, in the shape of the images they wait for: while the request runs, or while a slow provider works. */
export function PendingTiles({ count, dimensions }: { count: number; dimensions: string }) {
  return (
    <div
      className="gen-card__images"
      style={{ gridTemplateColumns: `repeat(${columnsFor(count, dimensions)}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="gen-card__pending" width="100%" height="auto" />
      ))}
    </div>
  );
}

interface GenerationCardProps {
  generation: FragmentType<typeof GenerationCard_GenerationFragment>;
  /** Post ids of images already published in this visit, by image index. */
  published: Record<number, string>;
  onOpen: (image: ImageRef) => void;
  onPublish: (image: ImageRef) => void;
  /** An image did not load (e.g. its signed link expired). */
  onImageError?: () => void;
}

/** One generation of the history: its images, prompt and settings, or why it failed. */
export function GenerationCard({
  generation,
  published,
  onOpen,
  onPublish,
  onImageError,
}: GenerationCardProps) {
  const g = getFragmentData(GenerationCard_GenerationFragment, generation);
  const pending = g.status === 'queued' || g.status === 'running';
  const failed = g.status === 'failed';
  const mode = s.modes[g.generationMode] ?? g.generationMode;

  return (
    <article
      className="gen-card"
      data-testid="generation-card"
      data-status={g.status}
      aria-label={g.prompt}
      style={{ ['--gen-aspect' as string]: ASPECT[g.imageDimensions] ?? '1 / 1' }}
    >
      {failed ? (
        <div className="alert alert--error gen-card__error" role="note">
          <AlertTriangle size={18} aria-hidden="true" />
          <div>
            <strong>{s.failedTitle}</strong>
            <p>{g.error}</p>
          </div>
        </div>
      ) : pending ? (
        <>
          <PendingTiles count={g.numberOfImages} dimensions={g.imageDimensions} />
          <p className="gen-card__status" role="status">
            <span className="spinner" aria-hidden="true" />
            {g.status === 'queued' ? s.statusPending : s.statusRunning}
          </p>
        </>
      ) : (
        <div
          className="gen-card__images"
          style={{
            gridTemplateColumns: `repeat(${columnsFor(g.images.length, g.imageDimensions)}, minmax(0, 1fr))`,
          }}
        >
          {g.images.map((image, index) => {
            const postId = published[index];
            return (
              <div key={image.url} className="gen-tile">
                <button
                  type="button"
                  className="gen-tile__open"
                  aria-label={s.openImage(index + 1, g.images.length)}
                  onClick={() => onOpen({ generation: g, index })}
                >
                  <img
                    src={image.url}
                    alt={s.imageAlt(g.prompt)}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    data-testid="generated-image"
                    onError={onImageError}
                  />
                </button>
                {postId ? (
                  <Link to={`/p/${postId}`} className="gen-tile__action" aria-label={s.viewPost}>
                    <Check size={14} aria-hidden="true" />
                    <span className="gen-tile__label">{s.viewPost}</span>
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="gen-tile__action gen-tile__action--publish"
                    aria-label={s.publishImage(index + 1)}
                    onClick={() => onPublish({ generation: g, index })}
                  >
                    <Send size={14} aria-hidden="true" />
                    <span className="gen-tile__label">{s.publish}</span>
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
      <div className="gen-card__body">
        <p className="gen-card__prompt">{g.prompt}</p>
        <ul className="gen-card__meta" aria-label={s.settingsLabel}>
          <li className="gen-chip">{g.modelName}</li>
          <li className="gen-chip">{g.imageDimensions}</li>
          <li className="gen-chip">{mode}</li>
          {g.privateMode ? (
            <li className="gen-chip gen-chip--private">
              <EyeOff size={12} aria-hidden="true" />
              {s.privateBadge}
            </li>
          ) : null}
          <li className="gen-card__time">
            <time dateTime={g.createdAt}>{formatRelativeTime(g.createdAt)}</time>
          </li>
        </ul>
      </div>
    </article>
  );
}
