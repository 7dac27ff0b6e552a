type Sonner = typeof import('sonner');

// Sonner is fetched after the first paint (with the Toaster, see Toasts.tsx); a notice raised
// before then waits for the Toaster to be on screen, so none is lost.
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** Called once by the app's Toaster when it has mounted. */
export function markToasterMounted(): void {
  toasterMounted();
}

function withSonner(show: (sonner: Sonner) => void): void {
  void toasterReady.then(() => import('sonner')).then(show);
}

const ERROR_MS = 4000;
const SUCCESS_MS = 2000;

/** Product toasts: errors stay 4 s, successes 2 s. An id collapses repeats of the same notice. */
export const notify = {
  error(message: string, id?: string) {
    withSonner(({ toast }) => toast.error(message, { duration: ERROR_MS, id }));
  },
  success(message: string, id?: string) {
    withSonner(({ toast }) => toast.success(message, { duration: SUCCESS_MS, id }));
  },
  info(message: string, id?: string) {
    withSonner(({ toast }) => toast(message, { duration: SUCCESS_MS, id }));
  },
  /** Information to read, not just glance at: stays as long as an error. */
  notice(message: string, id?: string) {
    withSonner(({ toast }) => toast(message, { duration: ERROR_MS, id }));
  },
};
