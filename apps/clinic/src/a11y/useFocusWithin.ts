import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps keyboard focus inside a region whose controls come and go: a control that pressed
 * itself away (Clear filters, a removed chip) would leave focus on the page body, and the next
 * Tab would start again at the skip link (WCAG 2.4.3). `focusAfterRender(selector)` focuses the
 * region's first element matching `selector` once the change has been drawn, or the region's
 * first focusable control when none matches.
 *
 * @example
 * const [regionRef, focusAfterRender] = useFocusWithin<HTMLDivElement>();
 * <Button onPress={() => { clear(); focusAfterRender('input'); }}>Clear</Button>
 */
export function useFocusWithin<Region extends HTMLElement>(): [
  RefObject<Region | null>,
  (selector: string) => void,
] {
  const regionRef = useRef<Region>(null);
  const pendingSelector = useRef<string | null>(null);
  // After every render: the change that asked for focus re-renders the region.
  useEffect(() => {
    const selector = pendingSelector.current;
    if (selector === null) return;
    pendingSelector.current = null;
    const region = regionRef.current;
    const target =
      region?.querySelector<HTMLElement>(selector) ?? region?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  });
  const focusAfterRender = useCallback((selector: string) => {
    pendingSelector.current = selector;
  }, []);
  return [regionRef, focusAfterRender];
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [tabindex="0"]';
