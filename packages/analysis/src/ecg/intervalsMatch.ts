// Two RR intervals belong to one regular rhythm when they differ by less than a quarter of their
// mean: Hamilton's OSEA (rythmchk.c, RRMatch) compares successive intervals so.
const RR_MATCH_FRACTION = 1 / 8;

/**
 * Whether two successive RR intervals (any unit) belong to one regular rhythm.
 * @example
 * intervalsMatch(0.8, 0.9); // true
 * intervalsMatch(0.5, 0.8); // false
 */
export function intervalsMatch(a: number, b: number): boolean {
  return Math.abs(a - b) < RR_MATCH_FRACTION * (a + b);
}
