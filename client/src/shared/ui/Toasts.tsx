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
          // at the bottom, above the phone's bottom bar (and floating '+'): at the top they
          // covered the header's logo, bell, avatar and search box (--toast-offset-*: layout.css)
          position="bottom-center"
          offset={OFFSET}
          mobileOffset={OFFSET}
          richColors
          closeButton
          toastOptions={{ closeButtonAriaLabel: 'Cerrar aviso' }}
        />
      );
    },
  })),
);

const OFFSET = {
  bottom: 'var(--toast-offset-bottom, 16px)',
  left: 'var(--toast-offset-side, 16px)',
  right: 'var(--toast-offset-side, 16px)',
};

/** The app's toast area, in the current theme. */
export function Toasts({ theme }: { theme: Theme }) {
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
