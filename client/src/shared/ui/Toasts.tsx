import { lazy, Suspense, useEffect } from 'react';
import type { Theme } from '../hooks/theme';
import { markToasterMounted } from './notify';

// Sonner stays out of the first visit's JavaScript; notify() waits for this Toaster.
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster({ theme }: { theme: Theme }) {
      useEffect(() => markToasterMounted(), []);
      return (
        <SonnerToaster
          theme={theme}
          visibleToasts={20}
          position="top-center"
          richColors
          closeButton
          toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso' }}
        />
      );
    },
  })),
);

/** The app's toast area, in the current theme. */
export function Toasts({ theme }: { theme: Theme }) {
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
