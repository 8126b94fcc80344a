import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ReturnPoints, linkedAddressOf, whenLinkDrawn } from './returnFocus';

/** How long a page returned to may take to draw the link it was left by. */
const RETURN_LINK_WAIT_MS = 10_000;

/**
 * Moves focus to the new page's main heading (or, while it loads, the main landmark) when the
 * path changes, so a keyboard or screen-reader user lands on the page they opened instead of
 * the document's start (WCAG 2.4.3). A change of the query alone (filters, sorting, a tab) keeps
 * focus where it is, and so does a page that placed focus inside itself already. Coming back to
 * a page (Back from an examination to the list) focuses the link or row it was left by, once
 * drawn, unless the user has moved on from the heading meanwhile.
 */
export function useFocusOnNavigation(mainId: string): void {
  const location = useLocation();
  const { pathname, key } = location;
  const [returnPoints] = useState(() => new ReturnPoints());
  const previous = useRef({ pathname, key });
  // The link or linked row focused last in the page: the way out if the path changes next.
  const lastLink = useRef<string | undefined>(undefined);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const remember = (event: Event) => {
      lastLink.current = linkedAddressOf(event.target as Element);
    };
    main.addEventListener('focusin', remember);
    main.addEventListener('pointerdown', remember, true);
    return () => {
      main.removeEventListener('focusin', remember);
      main.removeEventListener('pointerdown', remember, true);
    };
  }, [mainId]);

  useEffect(() => {
    const left = previous.current;
    if (left.pathname === pathname) {
      previous.current = { pathname, key };
      return;
    }
    previous.current = { pathname, key };
    const way = lastLink.current;
    if (way && new URL(way, window.location.origin).pathname === pathname) {
      returnPoints.leave(left.key, way);
    }
    lastLink.current = undefined;
    let stopWatching: () => void = () => undefined;
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(mainId);
      if (!main || main.contains(document.activeElement)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      const back = returnPoints.returnTo(key);
      if (!back) return;
      stopWatching = whenLinkDrawn(
        main,
        back,
        (link) => {
          const stillArriving =
            document.activeElement === target || document.activeElement === document.body;
          if (stillArriving) link.focus();
        },
        RETURN_LINK_WAIT_MS,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      stopWatching();
    };
  }, [pathname, key, mainId, returnPoints]);
}
