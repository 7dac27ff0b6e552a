import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../../features/accounts/session/SessionProvider';
import { PlansDialog } from '../../features/billing/components/PlansDialog';
import { FeedbackDialog } from '../../features/feedback/components/FeedbackDialog';
import { UploadDialog } from '../../features/posts/components/UploadDialog';
import { OverlaysContext, type OverlayName, type OverlaysValue } from '../../shared/hooks/overlays';

/** Owns the app-wide dialogs so header, menu and bottom bar can open them. */
export function OverlaysHost({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [current, setCurrent] = useState<OverlayName | null>(null);
  const open = useCallback((name: OverlayName) => setCurrent(name), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo<OverlaysValue>(() => ({ open, close, current }), [open, close, current]);

  return (
    <OverlaysContext.Provider value={value}>
      {children}
      <UploadDialog open={current === 'upload' && Boolean(user)} onClose={close} />
      <PlansDialog open={current === 'plans' && Boolean(user)} onClose={close} />
      <FeedbackDialog open={current === 'feedback' && Boolean(user)} onClose={close} />
    </OverlaysContext.Provider>
  );
}
