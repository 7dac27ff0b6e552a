import { useState } from 'react';
import { Button, type ButtonSize } from './Button';

interface LoadMoreButtonProps {
  /** Fetches and appends the next page; its failures are the caller's to report. */
  onLoad: () => Promise<unknown>;
  label: string;
  loadingLabel: string;
  size?: ButtonSize;
  /** The centring row's own class, for its spacing. */
  className?: string;
}

/** The button under a paged list: one request at a time, with a spinner while it runs. */
export function LoadMoreButton({
  onLoad,
  label,
  loadingLabel,
  size,
  className,
}: LoadMoreButtonProps) {
  const [loading, setLoading] = useState(false);
  return (
    <div className={['load-more', className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        size={size}
        loading={loading}
        onClick={() => {
          if (loading) {
            return;
          }
          setLoading(true);
          void onLoad()
            .catch(() => undefined)
            .finally(() => setLoading(false));
        }}
      >
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
