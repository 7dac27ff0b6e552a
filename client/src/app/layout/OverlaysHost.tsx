import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../../features/accounts/session/SessionProvider';
import { OverlaysContext, type OverlayName, type OverlaysValue } from '../../shared/hooks/overlays';

// Each dialog is its own chunk, fetched the first time it opens: none is in the first visit's JS.
const UploadDialog = lazy(() =>
  import('../../features/posts/components/UploadDialog').then((m) => ({
    default: m.UploadDialog,
  })),
);
const PlansDialog = lazy(() =>
  import('../../features/billing/components/PlansDialog').then((m) => ({
    default: m.PlansDialog,
  })),
);
const FeedbackDialog = lazy(() =>
  import('../../features/feedback/components/FeedbackDialog').then((m) => ({
    default: m.FeedbackDialog,
  })),
);

/** Owns the app-wide dialogs so header, menu and bottom bar can open them. */
export function OverlaysHost({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [current, setCurrent] = useState<OverlayName | null>(null);
  // Once opened, a dialog stays mounted (closed) so it can animate out and keep its state.
  const [opened, setOpened] = useState<ReadonlySet<OverlayName>>(() => new Set());
  const open = useCallback((name: OverlayName) => {
    setOpened((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    setCurrent(name);
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo<OverlaysValue>(() => ({ open, close, current }), [open, close, current]);

  return (
    <OverlaysContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {opened.has('upload') ? (
          <UploadDialog open={current === 'upload' && Boolean(user)} onClose={close} />
        ) : null}
        {opened.has('announcement') ? (
          <UploadDialog
            open={current === 'announcement' && Boolean(user)}
            onClose={close}
            initialMode="announcement"
          />
        ) : null}
        {opened.has('plans') ? (
          <PlansDialog open={current === 'plans' && Boolean(user)} onClose={close} />
        ) : null}
        {opened.has('feedback') ? (
          <FeedbackDialog open={current === 'feedback' && Boolean(user)} onClose={close} />
        ) : null}
      </Suspense>
    </OverlaysContext.Provider>
  );
}
