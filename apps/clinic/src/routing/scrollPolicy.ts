/** Spec platform-core §9: the clinic settings anchor scrolls this long after navigation. */
export const anchorScrollDelayMs = 50;

/**
 * Navigation scrolls to the top unless only the query changed (spec platform-core §2), so
 * filters and paging written to the query keep the reader's place.
 */
export function shouldScrollToTop(
  previousPathname: string | undefined,
  nextPathname: string,
): boolean {
  return previousPathname !== nextPathname;
}
