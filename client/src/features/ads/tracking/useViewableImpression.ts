import { useEffect, useRef, type RefObject } from 'react';
import { recordImpression } from './impressions';
import { createViewTimer, VIEWABLE_RATIO } from './view-timer';

/** Records the ad's impression once its tile has been half on screen for a second. */
export function useViewableImpression(
  target: RefObject<HTMLElement | null>,
  adId: string,
  viewerToken: string,
): void {
  const token = useRef(viewerToken);
  useEffect(() => {
    token.current = viewerToken;
  });

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const timer = createViewTimer(() => recordImpression(adId, token.current));
    let ratio = 0;
    const onScreen = () => (document.visibilityState === 'visible' ? ratio : 0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
        timer.update(onScreen());
      },
      { threshold: VIEWABLE_RATIO },
    );
    const onVisibility = () => timer.update(onScreen());
    observer.observe(element);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      timer.dispose();
    };
  }, [target, adId]);
}
