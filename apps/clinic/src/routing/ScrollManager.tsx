import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { anchorTarget } from './routeHandle';
import { anchorScrollDelayMs, shouldScrollToTop } from './scrollPolicy';

/**
 * Scrolls to the top on navigation unless only the query changed, and on routes naming an
 * anchor (clinic settings `/:hash?`) scrolls to that element once the screen has rendered.
 */
export function ScrollManager() {
  const { pathname } = useLocation();
  const anchor = anchorTarget(useMatches());
  const previousPathname = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (shouldScrollToTop(previousPathname.current, pathname)) window.scrollTo(0, 0);
    previousPathname.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!anchor) return;
    // Spec platform-core §9: the section exists only after the screen's first render.
    const timer = window.setTimeout(() => {
      document.getElementById(anchor)?.scrollIntoView();
    }, anchorScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [anchor, pathname]);

  return null;
}
