import { createContext, useContext } from 'react';

/** 'announcement' is the upload dialog opened in announcement mode (the advertising centre). */
export type OverlayName = 'upload' | 'announcement' | 'plans' | 'feedback';

export interface OverlaysValue {
  open: (name: OverlayName) => void;
  close: () => void;
  current: OverlayName | null;
}

export const OverlaysContext = createContext<OverlaysValue | null>(null);

/** Opens the app-wide dialogs (upload, plans, feedback) from anywhere. */
export function useOverlays(): OverlaysValue {
  const value = useContext(OverlaysContext);
  if (!value) {
    throw new Error('useOverlays must be used inside the app layout');
  }
  return value;
}

export const SEARCH_INPUT_ID = 'site-search';

/** Puts the cursor in the header search box (used by the bottom bar on phones). */
export function focusSiteSearch(): void {
  const input = document.getElementById(SEARCH_INPUT_ID);
  if (input instanceof HTMLInputElement) {
    window.scrollTo({ top: 0 });
    input.focus();
  }
}
