/**
 * Query `meta` of loads whose failure the screen itself explains (a confirmation link that
 * expired, say), so no page-wide alert repeats it.
 */
export const toldOnScreen = { toldOnScreen: true } as const;

export function isToldOnScreen(meta: Record<string, unknown> | undefined): boolean {
  return meta?.toldOnScreen === true;
}
