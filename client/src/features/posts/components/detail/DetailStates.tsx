import { AlertTriangle, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../../shared/ui/Skeleton';
import { postsStrings as s } from '../../strings';
import { Button, buttonClass } from '../../../../shared/ui/Button';

/** The post page while it loads. */
export function DetailSkeleton() {
  return (
    <div className="post-page" role="status" aria-label={s.detailLoading}>
      <div className="post-layout">
        <Skeleton className="post-skeleton__media" height="min(70vh, 32rem)" />
        <div className="post-info">
          <Skeleton width="70%" height="2rem" />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
          <div className="post-author">
            <Skeleton circle width={44} height={44} />
            <Skeleton width="40%" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** A post that does not exist, or that the viewer may not see. */
export function NotFoundState() {
  return (
    <section className="empty-state" aria-labelledby="post-empty-title">
      <span className="empty-state__icon" aria-hidden="true">
        <ImageOff size={30} />
      </span>
      <h1 id="post-empty-title">{s.notFoundTitle}</h1>
      <p>{s.notFoundText}</p>
      <Link to="/" className={buttonClass({ variant: 'primary', size: 'lg' })}>
        {s.notFoundLink}
      </Link>
    </section>
  );
}

/** The post could not be loaded (network, server): say why and offer to try again. */
export function LoadErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="empty-state" aria-labelledby="post-empty-title">
      <span className="empty-state__icon" aria-hidden="true">
        <AlertTriangle size={30} />
      </span>
      <h1 id="post-empty-title">{s.loadErrorTitle}</h1>
      <p>{message}</p>
      <Button variant="primary" onClick={onRetry}>
        {s.tryAgain}
      </Button>
    </section>
  );
}
