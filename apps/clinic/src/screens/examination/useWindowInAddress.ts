import type { ExaminationRef } from '@telemed/domain';
import type { TimeWindow } from '@telemed/signals';
import { useCallback, useEffect, useRef } from 'react';
import { WINDOW_URL_DEBOUNCE_MS, examinationWindowPath } from './windowParams';

/**
 * Keeps the shown window in the address (`.../examinations/:examinationId/:start/:end`,
 * platform-core §2) so a reload or a copied address opens the same window. From the first pan
 * or zoom on, the entry is replaced, never pushed (Back leaves the examination instead of
 * replaying every pan), once the view has been still for {@link WINDOW_URL_DEBOUNCE_MS}. It goes
 * straight to the History API: a router navigation would re-render every route and scroll the
 * page to the top on each pan (platform-core §2 scrolls on every path change), while the router
 * reads the address again on its next navigation or Back. The router's own state entry is kept.
 */
export function useWindowInAddress({ teamId, examinationId }: ExaminationRef) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The window the page opened on is what the address already says (or, without a window in
  // it, the default): the address changes with the user's first pan or zoom, not on load.
  const opened = useRef<TimeWindow | 'moved' | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (window: TimeWindow) => {
      if (opened.current === undefined) opened.current = window;
      if (opened.current !== 'moved') {
        if (opened.current.start === window.start && opened.current.end === window.end) return;
        opened.current = 'moved';
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const path = examinationWindowPath(teamId, examinationId, window);
        // The query stays (an export the page follows is named there).
        const { pathname, search } = globalThis.location;
        if (pathname !== path)
          globalThis.history.replaceState(globalThis.history.state, '', `${path}${search}`);
      }, WINDOW_URL_DEBOUNCE_MS);
    },
    [teamId, examinationId],
  );
}
