import { useEffect, useRef, useState } from 'react';
import { nextHeaderVisibility, SCROLL_CHECK_MS } from './header-visibility';

/** Whether the narrow-screen header should show; scroll is sampled at most every 100 ms. */
export function useHeaderVisibility(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);

  useEffect(() => {
    if (!enabled) {
      return;
    }
    lastY.current = window.scrollY;
    let timer: number | undefined;
    const check = () => {
      timer = undefined;
      const previous = lastY.current;
      const y = window.scrollY;
      lastY.current = y;
      setVisible((current) => nextHeaderVisibility(previous, y, current));
    };
    const onScroll = () => {
      if (timer === undefined) {
        timer = window.setTimeout(check, SCROLL_CHECK_MS);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) {
        window.clearTimeout(timer);
      }
    };
  }, [enabled]);

  return enabled ? visible : true;
}
