import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ModerationTargetType } from '../../../gql/graphql';
import { Button } from '../../../shared/ui/Button';
import { moderationStrings as s } from '../strings';

// the dialog (and its operations) is its own chunk, fetched on the first click
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((m) => ({ default: m.ReportDialog })),
);

/**
 * 'Denunciar': opens the report dialog for a post, a comment or a user. `compact` is the small
 * ghost button; `className` renders a plain button styled by the caller, to sit among a row of
 * the caller's own actions (a comment's).
 */
export function ReportButton({
  targetType,
  targetId,
  compact = false,
  className,
}: {
  targetType: ModerationTargetType;
  targetId: string;
  compact?: boolean;
  className?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const label = compact || className ? s.reportTitle[targetType] : undefined;
  return (
    <>
      {className ? (
        <button
          type="button"
          className={className}
          onClick={show}
          aria-label={label}
          data-testid={`report-${targetType}`}
        >
          <Flag size={15} aria-hidden="true" />
          {s.report}
        </button>
      ) : (
        <Button
          variant={compact ? 'ghost' : 'secondary'}
          size={compact ? 'sm' : undefined}
          onClick={show}
          aria-label={label}
          data-testid={`report-${targetType}`}
        >
          <Flag size={compact ? 14 : 16} aria-hidden="true" />
          {s.report}
        </Button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onClose={() => setOpen(false)}
            targetType={targetType}
            targetId={targetId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
