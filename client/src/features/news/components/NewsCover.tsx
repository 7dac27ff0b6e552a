interface CoverVariant {
  url: string;
  width: number;
  format: string;
}

export interface NewsCoverImage {
  width: number;
  height: number;
  dominantColor: string;
  url: string;
  variants?: ReadonlyArray<CoverVariant>;
}

function srcSet(variants: ReadonlyArray<CoverVariant>, format: string): string {
  return variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** A news cover: AVIF, WebP and JPEG at every width the pipeline made, its colour while loading. */
export function NewsCover({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: NewsCoverImage | null | undefined;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!image) {
    return <div className={`news-cover news-cover--empty ${className ?? ''}`} aria-hidden="true" />;
  }
  const variants = image.variants ?? [];
  return (
    <picture
      className={`news-cover ${className ?? ''}`}
      style={{ background: image.dominantColor }}
    >
      {['avif', 'webp'].map((format) =>
        variants.some((v) => v.format === format) ? (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={srcSet(variants, format)}
            sizes={sizes}
          />
        ) : null,
      )}
      <img
        src={image.url}
        srcSet={srcSet(variants, 'jpeg') || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}

const DATE = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatNewsDate(date: string | null | undefined, withTime = false): string {
  return date ? (withTime ? DATE_TIME : DATE).format(new Date(date)) : '';
}
