import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ModerationTargetType } from '../../../gql/graphql';
import { Button } from '../../../shared/ui/Button';
import { moderationStrings as s } from '../strings';

// the dialog (and its operations) is its own chunk, fetched on the first click
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((m) => ({ default: m.ReportDialog })),
);

interface ReportTarget {
  targetType: ModerationTargetType;
  targetId: string;
}

/**
 * The report dialog for a target, fetched the first time it is opened and kept mounted after,
 * so that it can close with its own animation. Opened by 'Denunciar' buttons and menu items.
 */
export function ReportDialogOnDemand({
  open,
  onClose,
  targetType,
  targetId,
}: ReportTarget & { open: boolean; onClose: () => void }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return opened ? (
    <Suspense fallback={null}>
      <ReportDialog open={open} onClose={onClose} targetType={targetType} targetId={targetId} />
    </Suspense>
  ) : null;
}

/**
 * 'Denunciar': opens the report dialog for a post or a user. `compact` is the small ghost button.
 * (A comment's report sits in the comment's «⋯» menu.)
 */
export function ReportButton({
  targetType,
  targetId,
  compact = false,
}: ReportTarget & { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        size={compact ? 'sm' : undefined}
        onClick={() => setOpen(true)}
        aria-label={compact ? s.reportTitle[targetType] : undefined}
        data-testid={`report-${targetType}`}
      >
        <Flag size={compact ? 14 : 16} aria-hidden="true" />
        {s.report}
      </Button>
      <ReportDialogOnDemand
        open={open}
        onClose={() => setOpen(false)}
        targetType={targetType}
        targetId={targetId}
      />
    </>
  );
}
