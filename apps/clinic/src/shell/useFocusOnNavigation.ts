import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves focus to the new page's main heading (or, while it loads, the main landmark) when the
 * path changes, so a keyboard or screen-reader user lands on the page they opened instead of
 * the document's start (WCAG 2.4.3). A change of the query alone (filters, sorting, a tab) keeps
 * focus where it is, and so does a page that placed focus inside itself already.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(mainId);
      if (!main || main.contains(document.activeElement)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
