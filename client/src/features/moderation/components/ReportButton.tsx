import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ModerationTargetType } from '../../../gql/graphql';
import { Button } from '../../../shared/ui/Button';
import { moderationStrings as s } from '../strings';

// the dialog (and its operations) is its own chunk, fetched on the first click
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((m) => ({ default: m.ReportDialog })),
);

/** 'Denunciar': opens the report dialog for a post, a comment or a user. */
export function ReportButton({
  targetType,
  targetId,
  compact = false,
}: {
  targetType: ModerationTargetType;
  targetId: string;
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        size={compact ? 'sm' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={compact ? s.reportTitle[targetType] : undefined}
        data-testid={`report-${targetType}`}
      >
        <Flag size={compact ? 14 : 16} aria-hidden="true" />
        {s.report}
      </Button>
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
