import { ExternalLink, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog } from '../../../shared/ui/Dialog';
import { generationStrings as s } from '../strings';
import type { ImageRef } from './GenerationCard';
import { Button, buttonClass } from '../../../shared/ui/Button';

interface ImageLightboxProps {
  image: ImageRef | null;
  postId: string | undefined;
  onClose: () => void;
  onPublish: (image: ImageRef) => void;
}

/** One generated image at full size, with its original and the publish action. */
export function ImageLightbox({ image, postId, onClose, onPublish }: ImageLightboxProps) {
  const current = image ? image.generation.images[image.index] : undefined;
  const total = image?.generation.images.length ?? 0;
  return (
    <Dialog
      open={Boolean(current)}
      onClose={onClose}
      title={image ? s.imageOf(image.index + 1, total) : ''}
      className="gen-lightbox"
      footer={
        image && current ? (
          <>
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={current.url}
              target="_blank"
              rel="noreferrer"
            >
              <ExternalLink size={16} aria-hidden="true" />
              {s.openOriginal}
            </a>
            {postId ? (
              <Link to={`/p/${postId}`} className={buttonClass({ variant: 'primary' })}>
                {s.viewPost}
              </Link>
            ) : (
              <Button variant="primary" onClick={() => onPublish(image)}>
                <Send size={16} aria-hidden="true" />
                {s.publish}
              </Button>
            )}
          </>
        ) : null
      }
    >
      {image && current ? (
        <figure className="gen-lightbox__figure">
          <img
            src={current.url}
            alt={s.imageAlt(image.generation.prompt)}
            width={current.width}
            height={current.height}
          />
          <figcaption>{image.generation.prompt}</figcaption>
        </figure>
      ) : null}
    </Dialog>
  );
}
